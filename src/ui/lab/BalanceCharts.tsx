// A balance report's figures as charts and tables: win rate per Titan and per turn position with their
// intervals, what each ability and card is worth (rows Holm's correction keeps marked), the board, game
// length, bot levels, notable games and teams.
import type { CardId, TitanId } from '../../engine/types';
import type { BalanceReport, Rate } from '../../sim/balance';
import type { Verdict } from '../../sim/verdict';
import type { BotLevel } from '../../bots/types';
import { cardName, TITANS } from '../meta';
import { useT } from '../../i18n/useT';
import { fixed, pct1 } from './i18nText';
import { Histogram, niceMax, WinRateChart, type WinBar } from './charts';
import { DeltaChart, type DeltaRow } from './barCharts';
import { NotableGames } from './NotableGames';
import { UI_FORMAT } from './VerdictPanel';
import { BoardFigures } from './BoardFigures';
import { botLevelName } from './botNames';

const pct = pct1;
const ci = (r: { rate: number; ci: [number, number] }) => `${pct(r.rate)} (${pct(r.ci[0])}–${pct(r.ci[1])})`;

const NEUTRAL = '#7a8ca3';

function rateBar(label: string, r: Rate, colour: string, sub?: string): WinBar {
  return { label, sub, colour, wins: r.wins, ci: { rate: r.rate, lo: r.ci[0], hi: r.ci[1] } };
}

const sig = (rows: { key: string; significant: boolean }[], key: string) =>
  rows.find((x) => x.key === key)?.significant;

/** The restricted-play rows: what each ability and card is worth, marked where the correction keeps it. */
function deltaRows(r: BalanceReport, verdict: Verdict, t: ReturnType<typeof useT>) {
  const abilityRows: DeltaRow[] = r.abilities.map((a) => ({
    // The ability by name, as the verdict writes it ("Swap (Craken)"), not only its Titan.
    label: `${UI_FORMAT.ability(a.titan)} (${TITANS[a.titan].name})`,
    delta: a.delta,
    lo: a.ci[0],
    hi: a.ci[1],
    colour: TITANS[a.titan].colour,
    significant: sig(verdict.abilities, a.titan),
    note: t('lab.abilityNote', { with: pct(a.with), without: pct(a.without), uses: fixed(a.usesPerGame, 2) }),
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
  return { abilityRows, cardRows, deltaMax };
}

function WinCharts({ r }: { r: BalanceReport }) {
  const t = useT();
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
  return (
    <>
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
    </>
  );
}

function BotLevelTable({ r }: { r: BalanceReport }) {
  const t = useT();
  return (
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
  );
}

export function BalanceCharts(props: {
  report: BalanceReport;
  verdict: Verdict;
  onReplay: (k: number, title: string) => void;
}) {
  const t = useT();
  const { report: r, verdict, onReplay } = props;
  const { abilityRows, cardRows, deltaMax } = deltaRows(r, verdict, t);
  return (
    <div className="lab-columns n2">
      <WinCharts r={r} />
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
      {Object.keys(r.byBotLevel).length > 1 && <BotLevelTable r={r} />}
      {r.notable?.length > 0 && <NotableGames report={r} onReplay={onReplay} />}
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
  );
}
