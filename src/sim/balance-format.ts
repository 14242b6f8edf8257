// The balance report as text (the CLI) and as CSV (the CLI and the lab). Pure.
import { csvCell } from './csv';
import { CARD_NAME } from '../engine/data';
import type { CardId, GameOptions } from '../engine/types';
import type { BalanceReport, Rate } from './balance';
import { laneText, verdictText } from './verdict-format';
import { verdictCSV } from './verdict-csv';
import { buildVerdict } from './verdict';

const pct = (x: number): string => (100 * x).toFixed(1) + '%';
const ciText = (r: { rate: number; ci: [number, number] }): string =>
  `${pct(r.rate)} [${pct(r.ci[0])}–${pct(r.ci[1])}]`;
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${(100 * Math.abs(x)).toFixed(1)}`;

/** Options in the CLI's `--option k=v` form. */
export function optionsText(o: GameOptions | undefined): string[] {
  if (!o) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (v !== null && typeof v === 'object')
      for (const [kk, vv] of Object.entries(v as Record<string, unknown>))
        out.push(`${k}.${kk}=${String(vv)}`);
    else out.push(`${k}=${String(v)}`);
  }
  return out;
}

export function formatBalanceText(r: BalanceReport): string {
  const L: string[] = [];
  const rp = r.reproduce;
  L.push(
    `Balance report — ${r.circuits.join(' + ')}${rp.laps ? `, ${rp.laps} laps` : ''}   ` +
      `${r.played}/${r.games} games per batch${r.complete ? '' : ' (incomplete)'}   seed ${r.seed}`,
  );
  L.push(`Titans ${rp.titans.join(', ')}; bots by turn position ${rp.bots.join(', ')}`);
  const opts = optionsText(rp.options);
  if (opts.length) L.push(`House rules: ${opts.join(' ')}`);
  if (rp.teams) L.push(`Teams: ${rp.teams.map((t) => t.join('+')).join(' vs ')}`);
  if (!r.complete)
    L.push('Cancelled: some batches are incomplete, so card rotations do not give each Titan equal turns.');
  L.push('');
  L.push(...verdictText(r));
  const fair = 1 / rp.titans.length;
  L.push('');
  L.push(`Wins per Titan (seats rotated; fair share ${pct(fair)}; 95% Wilson intervals)`);
  for (const [t, x] of Object.entries(r.titans))
    L.push(`  ${t.padEnd(10)} ${String(x.wins).padStart(6)}  ${ciText(x)}`);
  L.push('Wins per turn position (1 = first player)');
  for (const [p, x] of Object.entries(r.turnPosition))
    L.push(`  ${p.padEnd(10)} ${String(x.wins).padStart(6)}  ${ciText(x)}`);
  if (r.teams) {
    L.push('Wins per team');
    for (const [t, x] of Object.entries(r.teams))
      L.push(`  ${t.padEnd(20)} ${String(x.wins).padStart(6)}  ${ciText(x)}`);
  }
  L.push('Wins per bot level (a seat of that level won / per seat)');
  for (const [lv, x] of Object.entries(r.byBotLevel))
    L.push(
      `  ${lv.padEnd(10)} ${x.seats} seat${x.seats > 1 ? 's' : ' '} ${String(x.wins).padStart(6)}  ` +
        `${ciText(x)}   per seat ${ciText({ rate: x.perSeatRate, ci: x.perSeatCi })}`,
    );
  // The rows Holm's correction keeps (the verdict's): an interval excluding 0 alone is not a finding.
  const v = r.verdict ?? buildVerdict(r);
  const kept = (rows: { key: string; significant: boolean }[], key: string) =>
    rows.find((x) => x.key === key)?.significant ? '*' : '';
  const star = `* = kept by Holm's correction over the verdict's ${v.titans.rows.length + v.turnPosition.rows.length + v.abilities.length + v.cards.length} tests`;
  if (r.abilities.length) {
    L.push('');
    L.push(
      `Abilities by restricted play (win rate with / without its ability, same games; Δ = with − without; ${star})`,
    );
    for (const a of r.abilities)
      L.push(
        `  ${a.titan.padEnd(10)} ${pct(a.with).padStart(6)} / ${pct(a.without).padStart(6)}   Δ ${pts(a.delta)}${kept(v.abilities, a.titan)} points ` +
          `[${pts(a.ci[0])} … ${pts(a.ci[1])}]   used ${a.usesPerGame.toFixed(2)} times per game`,
      );
  }
  if (r.cards.length) {
    L.push('');
    L.push(
      `Cards by restricted play (one Titan per game never plays it; with / without, Δ = with − without; ${star})`,
    );
    for (const c of r.cards)
      L.push(
        `  ${CARD_NAME[c.card as CardId].padEnd(17)} ${pct(c.with).padStart(6)} / ${pct(c.without).padStart(6)}   Δ ${pts(c.delta)}${kept(v.cards, c.card)} ` +
          `[${pts(c.ci[0])} … ${pts(c.ci[1])}]   played ${c.playedPerGame.toFixed(2)}/game (${pct(c.playedShare)} of copies received)`,
      );
  }
  L.push('');
  const t = r.tension;
  L.push(
    // The lab's digits (its summary line): raw figures read "9.175 lead changes", "sd 1.718".
    `Tension: ${t.leadChangesPerGame.toFixed(1)} lead changes per game; ${ciText({ rate: t.comebackShare, ci: t.comebackCi })} ` +
      `of races won by a Titan not leading at half distance; winning margin ${t.meanWinningMargin.toFixed(1)} rows (sd ${t.sdWinningMargin.toFixed(1)})`,
  );
  L.push(
    `Length: ${r.length.mean.toFixed(1)} rounds (sd ${r.length.sd.toFixed(1)}, ${r.length.min}–${r.length.max}); ` +
      `knock-outs ${r.baseline.knockouts.perGame.toFixed(2)}/game; Life lost ${r.baseline.lifeLost.perGame.toFixed(1)}/game; ` +
      `cards played ${r.baseline.cards.playedPerGame.toFixed(1)}/game; traps placed ${r.baseline.traps.placed}, sprung ${r.baseline.traps.sprung}`,
  );
  L.push(...laneText(r));
  if (r.notable?.length)
    L.push(
      'Notable games (game k replays from the report: npm run balance -- --from REPORT --save-game k FILE): ' +
        r.notable
          .map(
            (g) =>
              `${g.label} #${g.game} (${g.winner}, ${g.rounds} rounds${g.behind ? `, ${g.behind} ${g.behind === 1 ? 'row' : 'rows'} behind at half` : ''})`,
          )
          .join('; '),
    );
  if (r.checks.forbiddenUses || r.checks.substitutes)
    L.push(`Checks: ${r.checks.forbiddenUses} forbidden uses, ${r.checks.substitutes} substituted decisions`);
  return L.join('\n');
}

// A CSV row, its cells formula-safe (src/sim/csv.ts).
const row = (...xs: (string | number | boolean)[]) => xs.map(csvCell).join(',');
const rate = (x: Rate) => [x.wins, x.games, x.rate, x.ci[0], x.ci[1]];
/** Adds a table (its lines, then a blank line). */
type Section = (...lines: string[]) => void;

/** The run: what was played, how, and the configuration that reproduces it. */
function metaCSV(section: Section, r: BalanceReport, label?: string): void {
  const rp = r.reproduce;
  section(
    row('meta', 'value'),
    ...(label ? [row('report', label)] : []),
    row('kind', r.kind),
    row('games', r.games),
    row('played', r.played),
    row('complete', r.complete),
    row('seed', r.seed),
    row('course', r.circuits.join(' + ')),
    row('titans', rp.titans.join(' ')),
    row('bots', rp.bots.join(' ')),
    row('laps', rp.laps ?? ''),
    row('options', optionsText(rp.options).join(' ')),
    row('teams', rp.teams ? rp.teams.map((x) => x.join('+')).join(' ') : ''),
    row('appVersion', rp.appVersion),
    row('rulesVersion', rp.rulesVersion),
    row('method', rp.method),
    row('reproduce', JSON.stringify(rp)),
  );
}

/** Every space of every circuit played. */
function circuitsCSV(section: Section, r: BalanceReport): void {
  section(
    row('circuit', 'id', 'name', 'space', 'element'),
    ...r.reproduce.circuits.flatMap((c, i) =>
      Object.entries(c.spaces).map(([sp, el]) => row(i + 1, c.id, c.name, sp, el)),
    ),
  );
}

/** Win rates per Titan, turn position, team and bot level. */
function ratesCSV(section: Section, r: BalanceReport): void {
  section(
    row('titan', 'wins', 'games', 'rate', 'ciLow', 'ciHigh', 'knockouts', 'lifeLost'),
    ...Object.entries(r.titans).map(([t, x]) =>
      row(t, ...rate(x), r.baseline.knockouts.byTitan[t] ?? 0, r.baseline.lifeLost.byTitan[t] ?? 0),
    ),
  );
  section(
    row('turnPosition', 'wins', 'games', 'rate', 'ciLow', 'ciHigh'),
    ...Object.entries(r.turnPosition).map(([p, x]) => row(p, ...rate(x))),
  );
  if (r.teams)
    section(
      row('team', 'wins', 'games', 'rate', 'ciLow', 'ciHigh'),
      ...Object.entries(r.teams).map(([p, x]) => row(p, ...rate(x))),
    );
  section(
    row(
      'botLevel',
      'seats',
      'wins',
      'games',
      'rate',
      'ciLow',
      'ciHigh',
      'perSeatRate',
      'perSeatCiLow',
      'perSeatCiHigh',
    ),
    ...Object.entries(r.byBotLevel).map(([lv, x]) =>
      row(
        lv,
        x.seats,
        x.wins,
        x.games,
        x.rate,
        x.ci[0],
        x.ci[1],
        x.perSeatRate,
        x.perSeatCi[0],
        x.perSeatCi[1],
      ),
    ),
  );
}

/** Paired effects: each Titan's ability and each card, with and without. */
function pairedCSV(section: Section, r: BalanceReport): void {
  section(
    row('ability', 'with', 'without', 'delta', 'ciLow', 'ciHigh', 'pairs', 'usesPerGame'),
    ...r.abilities.map((a) =>
      row(a.titan, a.with, a.without, a.delta, a.ci[0], a.ci[1], a.games, a.usesPerGame),
    ),
  );
  section(
    row(
      'card',
      'with',
      'without',
      'delta',
      'ciLow',
      'ciHigh',
      'pairs',
      'playedPerGame',
      'receivedPerGame',
      'played',
    ),
    ...r.cards.map((c) =>
      row(
        c.card,
        c.with,
        c.without,
        c.delta,
        c.ci[0],
        c.ci[1],
        c.games,
        c.playedPerGame,
        c.receivedPerGame,
        r.baseline.cards.playedByCard[c.card] ?? 0,
      ),
    ),
  );
}

/** Tension, the headline figures, notable games, game length, Life lost by cause and per space. */
function figuresCSV(section: Section, r: BalanceReport): void {
  const t = r.tension;
  section(
    row('tension', 'value'),
    row('leadChangesPerGame', t.leadChangesPerGame),
    row('comebackShare', t.comebackShare),
    row('comebackCiLow', t.comebackCi[0]),
    row('comebackCiHigh', t.comebackCi[1]),
    row('meanWinningMargin', t.meanWinningMargin),
    row('sdWinningMargin', t.sdWinningMargin),
  );
  const b = r.baseline;
  section(
    row('figure', 'value'),
    row('roundsMean', r.length.mean),
    row('roundsSd', r.length.sd),
    row('knockouts', b.knockouts.total),
    row('knockoutsPerGame', b.knockouts.perGame),
    row('lifeLostPerGame', b.lifeLost.perGame),
    row('cardsDrawn', b.cards.drawn),
    row('cardsPlayed', b.cards.played),
    row('trapsPlaced', b.traps.placed),
    row('trapsSprung', b.traps.sprung),
    row('forbiddenUses', r.checks.forbiddenUses),
    row('substitutes', r.checks.substitutes),
  );
  if (r.notable?.length)
    section(
      row('notable', 'game', 'winner', 'rounds', 'behindAtHalf'),
      ...r.notable.map((g) => row(g.label, g.game, g.winner, g.rounds, g.behind)),
    );
  section(
    row('rounds', 'games'),
    ...Object.entries(r.length.histogram)
      .sort((a, c) => Number(a[0]) - Number(c[0]))
      .map(([k, v]) => row(Number(k), v)),
  );
  section(row('lifeLostCause', 'life'), ...Object.entries(b.lifeLost.byCause).map(([k, v]) => row(k, v)));
  section(
    row('space', 'visits', 'lifeLost', 'trapsSprung'),
    ...Object.entries(b.spaces).map(([k, f]) => row(k, f.visits, f.lifeLost, f.trapsSprung)),
  );
}

/** CSV: one section per table (a header row naming its columns), blank line between. */
export function balanceCSV(r: BalanceReport, label?: string): string {
  const out: string[] = [];
  const section: Section = (...lines) => {
    out.push(...lines, '');
  };
  metaCSV(section, r, label);
  // The verdict before the figures it rests on, as in the JSON.
  out.push(...verdictCSV(r.verdict ?? buildVerdict(r)));
  circuitsCSV(section, r);
  ratesCSV(section, r);
  pairedCSV(section, r);
  figuresCSV(section, r);
  return out.join('\n');
}
