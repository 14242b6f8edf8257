// One course's results in the Batch view: summary, win rates, wins per bot level, game length, Life
// lost by cause, the heatmap and the replay of any game.
import { batchGameActions } from '../../sim/batch';
import { Histogram, WinRateChart } from './charts';
import { HBarChart } from './barCharts';
import { Heatmap, type SpaceFigure } from './Heatmap';
import { ReplayChooser } from './ReplayPanel';
import { replayHash } from './replayLink';
import type { Result } from './useBatchLab';
import { winBars } from './winBars';

const ciText = (ci: { rate: number; lo: number; hi: number }) =>
  `${(100 * ci.rate).toFixed(1)}% (${(100 * ci.lo).toFixed(1)}–${(100 * ci.hi).toFixed(1)}%)`;

export function ResultPanel(props: {
  result: Result;
  figure: SpaceFigure;
  scaleMax: number;
  winMax: number;
  lifeMax: number;
  lengthAxes: { range: [number, number]; yMax: number } | null;
  tag: string;
}) {
  const { result, figure, scaleMax, winMax, lifeMax, lengthAxes, tag } = props;
  const r = result.report;
  const bars = winBars(r);
  const causes = Object.entries(r.lifeLost.byCause)
    .map(([k, v]) => ({ label: k, value: r.games ? v / r.games : 0 }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value);
  return (
    <article className="lab-result" data-testid="lab-result">
      <h2>
        {tag && <span className="tag">{tag}</span>} {result.names.join(' + ')}
      </h2>
      <p className="lab-summary">
        {r.games} games ({r.finished} finished) in {result.seconds.toFixed(1)} s · {r.rounds.mean.toFixed(1)}{' '}
        rounds on average (sd {r.rounds.sd.toFixed(1)}) · {r.knockouts.perGame.toFixed(2)} knock-outs and{' '}
        {r.lifeLost.perGame.toFixed(1)} Life lost per game · {r.cards.drawnPerGame.toFixed(1)} cards drawn,{' '}
        {r.cards.playedPerGame.toFixed(1)} played per game
      </p>
      <WinRateChart bars={bars} games={r.games} title="Win rate per seat" yMax={winMax} />
      {r.rotate && (
        <table className="lab-table">
          <caption>Wins per bot level (bots rotated over the seats)</caption>
          <thead>
            <tr>
              <th>Bot</th>
              <th>Wins</th>
              <th>Seats</th>
              <th>A seat of this level won (95% CI)</th>
              <th>Win rate of one seat (95% CI)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(r.winRateByBot).map(([b, ci]) => (
              <tr key={b}>
                <td>{b}</td>
                <td>{r.winsByBot[b]}</td>
                <td>{r.seatsPerGameByBot?.[b] ?? ''}</td>
                <td>{r.winRateByBotAny?.[b] ? ciText(r.winRateByBotAny[b]) : ''}</td>
                <td>{ciText(ci)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Histogram
        hist={r.rounds.histogram}
        title="Game length"
        xTitle="rounds until a Titan wins"
        yTitle="games"
        range={lengthAxes?.range}
        yMax={lengthAxes?.yMax}
      />
      <HBarChart rows={causes} title="Life lost per game, by cause" xTitle="Life per game" xMax={lifeMax} />
      <Heatmap
        report={r}
        circuits={result.circuits}
        figure={figure}
        scaleMax={scaleMax}
        names={result.names}
      />
      <ReplayChooser
        games={result.played}
        load={(k) => batchGameActions(result.cfg, k)}
        linkOf={(k, at) => replayHash({ kind: 'batch', cfg: result.cfg, k, at })}
      />
    </article>
  );
}
