// A balance report shown in the lab: win rate per Titan and per turn position, what each ability and
// card is worth, game length, bot levels, notable games and teams, with its exports and replays.
import { useState } from 'react';
import { CARD_NAME } from '../../engine/data';
import type { CardId, TitanId } from '../../engine/types';
import { configFromReproduce, freeGameActions, type BalanceReport, type Rate } from '../../sim/balance';
import { balanceCSV } from '../../sim/balance-format';
import { TITANS } from '../meta';
import { buildReplay, type Replay } from './replay';
import { ReplayPanel } from './ReplayPanel';
import { replayHash } from './replayLink';
import { Histogram, niceMax, WinRateChart, type WinBar } from './charts';
import { DeltaChart, type DeltaRow } from './barCharts';
import { download } from '../download';
import { NotableGames } from './NotableGames';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (r: { rate: number; ci: [number, number] }) => `${pct(r.rate)} (${pct(r.ci[0])}–${pct(r.ci[1])})`;

const NEUTRAL = '#7a8ca3';

function rateBar(label: string, r: Rate, colour: string, sub?: string): WinBar {
  return { label, sub, colour, wins: r.wins, ci: { rate: r.rate, lo: r.ci[0], hi: r.ci[1] } };
}

export function BalanceResult(props: {
  report: BalanceReport;
  seconds?: number;
  live?: boolean;
  onLoadSettings?: () => void;
}) {
  const { report: r, seconds, live, onLoadSettings } = props;
  const titanBars = Object.entries(r.titans).map(([t, x]) =>
    rateBar(TITANS[t as TitanId].name, x, TITANS[t as TitanId].colour),
  );
  const posBars = Object.entries(r.turnPosition).map(([p, x]) =>
    rateBar(p === '1' ? '1 (first)' : p, x, NEUTRAL),
  );
  const winMax = Math.min(
    1,
    niceMax(Math.max(...[...titanBars, ...posBars].map((b) => b.ci.hi), 0.3) * 1.05),
  );
  const abilityRows: DeltaRow[] = r.abilities.map((a) => ({
    label: TITANS[a.titan].name,
    delta: a.delta,
    lo: a.ci[0],
    hi: a.ci[1],
    colour: TITANS[a.titan].colour,
    note: `wins ${pct(a.with)} with, ${pct(a.without)} without; used ${a.usesPerGame} times a game`,
  }));
  const cardRows: DeltaRow[] = r.cards.map((c) => ({
    label: CARD_NAME[c.card as CardId],
    delta: c.delta,
    lo: c.ci[0],
    hi: c.ci[1],
    note: `wins ${pct(c.with)} with, ${pct(c.without)} without; played ${c.playedPerGame} times a game`,
  }));
  const deltaMax = niceMax(
    Math.max(0.02, ...[...abilityRows, ...cardRows].flatMap((x) => [Math.abs(x.lo), Math.abs(x.hi)])),
  );
  const t = r.tension;
  const [replay, setReplay] = useState<{
    replay: Replay;
    title: string;
    which: string;
    k: number;
  } | null>(null);
  const [replayError, setReplayError] = useState('');
  const [replayGame, setReplayGame] = useState(0);
  // A replay belongs to the report it came from: another report shown here hides it.
  const which = `${r.seed}|${r.games}|${r.circuits.join()}|${r.reproduce.titans.join()}|${r.reproduce.bots.join()}`;
  /** Free game k, replayed from (setup, seed, bots) through the engine. */
  const openReplay = (k: number, title: string) => {
    try {
      const g = freeGameActions(configFromReproduce(r.reproduce), k);
      const b = buildReplay(g.setup, g.actions, g.bots);
      if (b.ok) {
        setReplay({ replay: b.replay, title, which, k });
        setReplayError('');
      } else setReplayError(b.message);
    } catch (e) {
      setReplayError((e as Error).message);
    }
  };
  const exportBase = `titan-balance-${r.reproduce.circuits.map((c) => c.id).join('-')}-seed${r.seed}`;
  return (
    <article
      className="lab-result lab-balance-result"
      data-testid="balance-result"
      aria-busy={live || undefined}
    >
      <h2>
        {r.circuits.join(' + ')}
        {live ? ' — running' : r.complete ? '' : ' — cancelled (partial)'}
      </h2>
      <p className="lab-summary">
        {r.played} of {r.games} games per batch{seconds !== undefined ? ` in ${seconds.toFixed(1)} s` : ''} ·
        seed {r.seed} · {r.length.mean.toFixed(1)} rounds on average · {t.leadChangesPerGame.toFixed(1)} lead
        changes per game · {pct(t.comebackShare)} of races won by a Titan not leading at half distance ·
        winning margin {t.meanWinningMargin.toFixed(1)} rows
        {r.checks.forbiddenUses || r.checks.substitutes
          ? ` · checks: ${r.checks.forbiddenUses} forbidden uses, ${r.checks.substitutes} substitutes`
          : ''}
      </p>
      <div className="lab-row lab-result-tools">
        <button
          type="button"
          onClick={() => download(`${exportBase}.json`, JSON.stringify(r, null, 2), 'application/json')}
        >
          Export JSON
        </button>
        <button type="button" onClick={() => download(`${exportBase}.csv`, balanceCSV(r), 'text/csv')}>
          Export CSV
        </button>
        {onLoadSettings && (
          <button type="button" onClick={onLoadSettings}>
            Use these settings
          </button>
        )}
        <form
          className="lab-row"
          onSubmit={(e) => {
            e.preventDefault();
            openReplay(replayGame, `game #${replayGame}`);
          }}
        >
          <label className="lab-field">
            Replay game number
            <input
              type="number"
              min={0}
              max={Math.max(0, r.played - 1)}
              value={replayGame}
              onChange={(e) =>
                setReplayGame(Math.max(0, Math.min(r.games - 1, Math.floor(Number(e.target.value) || 0))))
              }
            />
          </label>
          <button type="submit" disabled={live}>
            Replay this game
          </button>
        </form>
      </div>
      {replayError && <p className="lab-error">{replayError}</p>}
      {replay && replay.which === which && (
        <ReplayPanel
          replay={replay.replay}
          title={replay.title}
          onClose={() => setReplay(null)}
          linkAt={(at) =>
            replayHash({ kind: 'balance', cfg: configFromReproduce(r.reproduce), k: replay.k, at })
          }
        />
      )}
      <div className="lab-columns n2">
        <WinRateChart
          bars={titanBars}
          games={r.played}
          title="Win rate per Titan"
          yMax={winMax}
          testId="balance-titans"
          xTitle="Titan"
        />
        <WinRateChart
          bars={posBars}
          games={r.played}
          title="Win rate per turn position"
          yMax={winMax}
          testId="balance-positions"
          xTitle="turn position"
        />
        {abilityRows.length > 0 && (
          <DeltaChart
            rows={abilityRows}
            title="What each ability is worth (restricted play)"
            xTitle="win-rate points, with − without · whiskers: 95% interval"
            testId="balance-abilities"
            xMax={deltaMax}
          />
        )}
        {cardRows.length > 0 && (
          <DeltaChart
            rows={cardRows}
            title="What each card is worth (restricted play)"
            xTitle="win-rate points, with − without · whiskers: 95% interval"
            testId="balance-cards"
            xMax={deltaMax}
          />
        )}
        <Histogram
          hist={r.length.histogram}
          title="Game length (free play)"
          xTitle="rounds until a Titan wins"
          yTitle="games"
        />
        <table className="lab-table">
          <caption>Wins per bot level</caption>
          <thead>
            <tr>
              <th>Bot</th>
              <th>Seats</th>
              <th>A seat of this level won (95% CI)</th>
              <th>Per seat (95% CI)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(r.byBotLevel).map(([lv, x]) => (
              <tr key={lv}>
                <td>{lv}</td>
                <td>{x.seats}</td>
                <td>{ci(x)}</td>
                <td>{ci({ rate: x.perSeatRate, ci: x.perSeatCi })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {r.notable?.length > 0 && <NotableGames report={r} onReplay={openReplay} />}
        {r.teams && (
          <table className="lab-table">
            <caption>Wins per team</caption>
            <tbody>
              {Object.entries(r.teams).map(([k, x]) => (
                <tr key={k}>
                  <td>{k}</td>
                  <td>{ci(x)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}
