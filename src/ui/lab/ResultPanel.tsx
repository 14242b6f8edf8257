// One course's results in the Batch view: summary, win rates, wins per bot level, game length, Life
// lost by cause, the heatmap and the replay of any game.
import { batchGameActions } from '../../sim/batch';
import { Histogram, WinRateChart } from './charts';
import { HBarChart } from './barCharts';
import { Heatmap, type SpaceFigure } from './Heatmap';
import { ReplayChooser } from './ReplayPanel';
import { replayHash } from './replayLink';
import type { Result } from './useBatchLab';
import { positionBars, titanBars, winBars } from './winBars';
import { formatNumber, t as tr, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixed, pct1 } from './i18nText';
import { botLevelName } from './botNames';
import type { BotLevel } from '../../bots/types';
import { batchHeadline } from '../../sim/batch-headline';
import { renderFinding } from '../../sim/verdict-text';
import { UI_FORMAT } from './VerdictPanel';
import { shownCircuitName } from '../meta';

/** A cause of Life lost (the engine's LossCause), named in the current language when known. */
export function causeLabel(k: string): string {
  const key = CAUSE_KEY[k];
  return key ? tr(key) : k;
}
const CAUSE_KEY: Partial<Record<string, MessageKey>> = {
  push: 'lab.causePush',
  trap: 'lab.causeTrap',
  lava: 'lab.causeLava',
  pirates: 'lab.causePirates',
  fire: 'lab.causeFire',
  strike: 'lab.causeStrike',
  ability: 'lab.causeAbility',
  card: 'lab.causeCard',
  purple: 'lab.causePurple',
  pentacle: 'lab.causePentacle',
};

const ciText = (ci: { rate: number; lo: number; hi: number }) =>
  tr('lab.ciText', { rate: pct1(ci.rate), lo: pct1(ci.lo), hi: pct1(ci.hi) });

export function ResultPanel(props: {
  result: Result;
  figure: SpaceFigure;
  scaleMax: number;
  winMax: number;
  lifeMax: number;
  lengthAxes: { range: [number, number]; yMax: number } | null;
  tag: string;
}) {
  const t = useT();
  const { result, figure, scaleMax, winMax, lifeMax, lengthAxes, tag } = props;
  const r = result.report;
  // A run just played keeps the list's names (a standard circuit's in English): named in the reader's language.
  const names = result.names.map(shownCircuitName);
  const bars = r.rotateSeats ? titanBars(r) : winBars(r);
  const positions = positionBars(r);
  const causes = Object.entries(r.lifeLost.byCause)
    .map(([k, v]) => ({ label: causeLabel(k), value: r.games ? v / r.games : 0 }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value);
  return (
    <article className="lab-result" data-testid="lab-result">
      <h2>
        {tag && <span className="tag">{tag}</span>} {names.join(' + ')}
      </h2>
      <p className="lab-summary">
        {t('lab.batchSummary', {
          n: r.games,
          games: formatNumber(r.games),
          finished: formatNumber(r.finished),
          seconds: fixed(result.seconds, 1),
          rounds: fixed(r.rounds.mean, 1),
          sd: fixed(r.rounds.sd, 1),
          knockouts: fixed(r.knockouts.perGame, 2),
          life: fixed(r.lifeLost.perGame, 1),
          drawn: fixed(r.cards.drawnPerGame, 1),
          played: fixed(r.cards.playedPerGame, 1),
        })}
      </p>
      {/* The Balance headline's words, asked of this batch. */}
      <p className="verdict-headline" data-testid="batch-headline">
        {batchHeadline(r)
          .map((f) => renderFinding(f, UI_FORMAT))
          .join(' ')}
      </p>
      <WinRateChart
        bars={bars}
        games={r.games}
        title={r.rotateSeats ? t('lab.winRatePerTitanRotated') : t('lab.winRatePerSeat')}
        yMax={winMax}
        xTitle={r.rotateSeats ? t('lab.titan') : undefined}
      />
      {positions.length > 0 && (
        <WinRateChart
          bars={positions}
          games={r.games}
          title={r.rotateSeats ? t('lab.winRatePerPositionFirst') : t('lab.winRatePerPositionRolled')}
          yMax={winMax}
          testId="position-chart"
          xTitle={t('lab.turnPosition')}
        />
      )}
      {r.rotate && (
        <table className="lab-table">
          <caption>{t('lab.winsPerBotRotated')}</caption>
          <thead>
            <tr>
              <th>{t('lab.bot')}</th>
              <th>{t('lab.wins')}</th>
              <th>{t('lab.seats')}</th>
              <th>{t('lab.aSeatWon')}</th>
              <th>{t('lab.oneSeatRate')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(r.winRateByBot).map(([b, ci]) => (
              <tr key={b}>
                <td>{botLevelName(b as BotLevel)}</td>
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
        title={t('lab.gameLength')}
        xTitle={t('lab.roundsUntilWin')}
        yTitle={t('lab.gamesAxis')}
        range={lengthAxes?.range}
        yMax={lengthAxes?.yMax}
      />
      <HBarChart
        rows={causes}
        title={t('lab.lifeLostByCause')}
        xTitle={t('lab.lifePerGame')}
        xMax={lifeMax}
      />
      <Heatmap report={r} circuits={result.circuits} figure={figure} scaleMax={scaleMax} names={names} />
      <ReplayChooser
        games={result.played}
        load={(k) => batchGameActions(result.cfg, k)}
        linkOf={(k, at) => replayHash({ kind: 'batch', cfg: result.cfg, k, at })}
      />
    </article>
  );
}
