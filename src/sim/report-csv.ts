// A batch report as CSV: one section per table, every cell formula-safe (src/sim/csv.ts).
import { csvCell } from './csv';
import type { Report } from './report';

/** CSV: one section per table, blank line between. */
export function toCSV(r: Report): string {
  const q = csvCell; // formula-safe (src/sim/csv.ts)
  const row = (...xs: (string | number)[]) => xs.map(q).join(',');
  const out: string[] = [];
  out.push(row('section', 'key', 'value'));
  out.push(
    row('meta', 'games', r.games),
    row('meta', 'finished', r.finished),
    row('meta', 'seed', r.seed),
    row('meta', 'circuits', r.circuits.join(' + ')),
  );
  out.push(row('meta', 'roundsMean', r.rounds.mean), row('meta', 'roundsSd', r.rounds.sd));
  out.push('');
  out.push(row('seat', 'titan', 'bot', 'wins', 'rate', 'ciLow', 'ciHigh'));
  r.titans.forEach((t, i) =>
    out.push(
      row(
        i + 1,
        t,
        r.bots[i],
        r.winsBySeat[i],
        r.winRateBySeat[i].rate,
        r.winRateBySeat[i].lo,
        r.winRateBySeat[i].hi,
      ),
    ),
  );
  out.push('');
  if (r.winRateByPosition?.length) {
    out.push(row('turnPosition', 'wins', 'rate', 'ciLow', 'ciHigh'));
    r.winRateByPosition.forEach((x, p) => out.push(row(p + 1, r.winsByPosition![p], x.rate, x.lo, x.hi)));
    out.push('');
  }
  out.push(row('titan', 'wins', 'rate', 'ciLow', 'ciHigh', 'knockouts', 'lifeLost'));
  for (const t of r.titans)
    out.push(
      row(
        t,
        r.winsByTitan[t] ?? 0,
        r.winRateByTitan[t].rate,
        r.winRateByTitan[t].lo,
        r.winRateByTitan[t].hi,
        r.knockouts.byTitan[t] ?? 0,
        r.lifeLost.byTitan[t] ?? 0,
      ),
    );
  out.push('');
  out.push(
    row(
      'botLevel',
      'seatsPerGame',
      'wins',
      'anyRate',
      'anyCiLow',
      'anyCiHigh',
      'perSeatRate',
      'perSeatCiLow',
      'perSeatCiHigh',
    ),
  );
  for (const [lv, w] of Object.entries(r.winsByBot)) {
    const any = r.winRateByBotAny?.[lv];
    const one = r.winRateByBot[lv];
    out.push(
      row(
        lv,
        r.seatsPerGameByBot?.[lv] ?? '',
        w,
        any?.rate ?? '',
        any?.lo ?? '',
        any?.hi ?? '',
        one.rate,
        one.lo,
        one.hi,
      ),
    );
  }
  out.push('');
  out.push(row('figure', 'value'));
  out.push(
    row('knockouts', r.knockouts.total),
    row('knockoutsPerGame', r.knockouts.perGame),
    row('lifeLostPerGame', r.lifeLost.perGame),
    row('cardsDrawn', r.cards.drawn),
    row('cardsPlayed', r.cards.played),
    row('trapsPlaced', r.traps.placed),
    row('trapsSprung', r.traps.sprung),
  );
  out.push('');
  out.push(row('card', 'played'));
  for (const [k, v] of Object.entries(r.cards.playedByCard)) out.push(row(k, v));
  out.push('');
  out.push(row('rounds', 'games'));
  for (const [k, v] of Object.entries(r.rounds.histogram).sort((a, b) => Number(a[0]) - Number(b[0])))
    out.push(row(Number(k), v));
  out.push('');
  out.push(row('lifeLostCause', 'life'));
  for (const [k, v] of Object.entries(r.lifeLost.byCause)) out.push(row(k, v));
  out.push('');
  out.push(row('space', 'visits', 'lifeLost', 'trapsSprung'));
  for (const [k, f] of Object.entries(r.spaces)) out.push(row(k, f.visits, f.lifeLost, f.trapsSprung));
  return out.join('\n') + '\n';
}
