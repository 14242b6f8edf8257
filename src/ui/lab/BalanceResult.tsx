// A balance report shown in the lab: win rate per Titan and per turn position, what each ability and
// card is worth, game length, bot levels, notable games and teams, with its exports and replays.
import { useState } from 'react';
import type { CardId, TitanId } from '../../engine/types';
import { configFromReproduce, freeGameActions, type BalanceReport, type Rate } from '../../sim/balance';
import { balanceCSV } from '../../sim/balance-format';
import { cardName, TITANS } from '../meta';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { fixed, pct1 } from './i18nText';
import { buildReplay, type Replay } from './replay';
import { ReplayPanel } from './ReplayPanel';
import { replayHash } from './replayLink';
import { Histogram, niceMax, WinRateChart, type WinBar } from './charts';
import { DeltaChart, type DeltaRow } from './barCharts';
import { download } from '../download';
import { NotableGames } from './NotableGames';
import { UI_FORMAT, VerdictPanel } from './VerdictPanel';
import { BoardFigures } from './BoardFigures';
import { ShareReport } from './ShareReport';
import { buildVerdict } from '../../sim/verdict';
import { courseName } from './savedWords';
import type { SuggestPreset } from './suggestFrom';
import { SuggestNext } from './SuggestNext';
import { botLevelName } from './botNames';
import type { BotLevel } from '../../bots/types';

const pct = pct1;
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
  /** The verdict found the circuit unfair: Suggest on the same circuit and settings (LabPage opens it). */
  suggest?: { preset: SuggestPreset; open: () => void } | null;
}) {
  const t = useT();
  const { report: r, seconds, live, onLoadSettings, suggest } = props;
  const verdict = r.verdict ?? buildVerdict(r);
  const sig = (rows: { key: string; significant: boolean }[], key: string) =>
    rows.find((x) => x.key === key)?.significant;
  const titanBars = Object.entries(r.titans).map(([id, x]) =>
    rateBar(TITANS[id as TitanId].name, x, TITANS[id as TitanId].colour),
  );
  const posBars = Object.entries(r.turnPosition).map(([p, x]) =>
    rateBar(p === '1' ? t('lab.firstPosition') : p, x, NEUTRAL),
  );
  const winMax = Math.min(
    1,
    niceMax(Math.max(...[...titanBars, ...posBars].map((b) => b.ci.hi), 0.3) * 1.05),
  );
  const abilityRows: DeltaRow[] = r.abilities.map((a) => ({
    // The ability by name, as the verdict writes it ("Swap (Craken)"), not only its Titan.
    label: `${UI_FORMAT.ability(a.titan)} (${TITANS[a.titan].name})`,
    delta: a.delta,
    lo: a.ci[0],
    hi: a.ci[1],
    colour: TITANS[a.titan].colour,
    significant: sig(verdict.abilities, a.titan),
    note: t('lab.abilityNote', {
      with: pct(a.with),
      without: pct(a.without),
      uses: fixed(a.usesPerGame, 2),
    }),
  }));
  const cardRows: DeltaRow[] = r.cards.map((c) => ({
    label: cardName(c.card as CardId),
    delta: c.delta,
    lo: c.ci[0],
    hi: c.ci[1],
    significant: sig(verdict.cards, c.card),
    note: t('lab.cardNote', {
      with: pct(c.with),
      without: pct(c.without),
      played: fixed(c.playedPerGame, 2),
    }),
  }));
  const deltaMax = niceMax(
    Math.max(0.02, ...[...abilityRows, ...cardRows].flatMap((x) => [Math.abs(x.lo), Math.abs(x.hi)])),
  );
  const tn = r.tension;
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
      } else setReplayError(problemText(b.error));
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
        {courseName(r)}
        {live ? ` — ${t('lab.running')}` : r.complete ? '' : ` — ${t('lab.cancelledPartial')}`}
      </h2>
      <p className="lab-summary">
        {t(seconds !== undefined ? 'lab.balanceSummaryTimed' : 'lab.balanceSummary', {
          n: r.games,
          played: formatNumber(r.played),
          games: formatNumber(r.games),
          seconds: fixed(seconds ?? 0, 1),
          seed: r.seed,
          rounds: fixed(r.length.mean, 1),
          leads: fixed(tn.leadChangesPerGame, 1),
          comebacks: pct(tn.comebackShare),
          margin: fixed(tn.meanWinningMargin, 1),
        })}
        {r.checks.forbiddenUses || r.checks.substitutes
          ? ` · ${t('lab.balanceChecks', { forbidden: r.checks.forbiddenUses, substitutes: r.checks.substitutes })}`
          : ''}
      </p>
      {!live && !r.complete && r.cards.length > 0 && (
        <p className="lab-warning">{t('lab.cancelledCardsWarning')}</p>
      )}
      <VerdictPanel report={r} />
      {!live && suggest && <SuggestNext preset={suggest.preset} open={suggest.open} />}
      <div className="lab-row lab-result-tools">
        <button
          type="button"
          onClick={() => download(`${exportBase}.json`, JSON.stringify(r, null, 2), 'application/json')}
        >
          {t('lab.exportJSON')}
        </button>
        <button type="button" onClick={() => download(`${exportBase}.csv`, balanceCSV(r), 'text/csv')}>
          {t('lab.exportCSV')}
        </button>
        {!live && <ShareReport report={r} />}
        {onLoadSettings && (
          <button type="button" onClick={onLoadSettings}>
            {t('lab.useSettings')}
          </button>
        )}
        <form
          className="lab-row"
          onSubmit={(e) => {
            e.preventDefault();
            openReplay(replayGame, t('lab.gameNo', { k: replayGame }));
          }}
        >
          <label className="lab-field">
            {t('lab.replayGameNumber')}
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
            {t('lab.replayThisGame')}
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
          title={t('lab.winRatePerTitan')}
          yMax={winMax}
          testId="balance-titans"
          xTitle={t('lab.titan')}
        />
        <WinRateChart
          bars={posBars}
          games={r.played}
          title={t('lab.winRatePerPosition')}
          yMax={winMax}
          testId="balance-positions"
          xTitle={t('lab.turnPosition')}
        />
        {abilityRows.length > 0 && (
          <DeltaChart
            rows={abilityRows}
            title={t('lab.abilityWorth')}
            xTitle={t('lab.deltaAxis')}
            testId="balance-abilities"
            xMax={deltaMax}
          />
        )}
        {cardRows.length > 0 && (
          <DeltaChart
            rows={cardRows}
            title={t('lab.cardWorth')}
            xTitle={t('lab.deltaAxis')}
            testId="balance-cards"
            xMax={deltaMax}
          />
        )}
        <BoardFigures report={r} />
        <Histogram
          hist={r.length.histogram}
          title={t('lab.gameLengthFree')}
          xTitle={t('lab.roundsUntilWin')}
          yTitle={t('lab.gamesAxis')}
        />
        {/* One bot level at every seat: its row would only say that some seat won. */}
        {Object.keys(r.byBotLevel).length > 1 && (
          <table className="lab-table">
            <caption>{t('lab.winsPerBot')}</caption>
            <thead>
              <tr>
                <th>{t('lab.bot')}</th>
                <th>{t('lab.seats')}</th>
                <th>{t('lab.aSeatWon')}</th>
                <th>{t('lab.perSeat')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(r.byBotLevel).map(([lv, x]) => (
                <tr key={lv}>
                  <td>{botLevelName(lv as BotLevel)}</td>
                  <td>{x.seats}</td>
                  <td>{ci(x)}</td>
                  <td>{ci({ rate: x.perSeatRate, ci: x.perSeatCi })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {r.notable?.length > 0 && <NotableGames report={r} onReplay={openReplay} />}
        {r.teams && (
          <table className="lab-table">
            <caption>{t('lab.winsPerTeam')}</caption>
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
