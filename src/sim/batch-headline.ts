// Batch's answer in words ("Batch has no verdict"): the Balance headline's question — is
// this circuit fair? — asked of a Batch's win counts with the same tests and the same sentences
// (verdict.ts `fairnessTests`, verdict-headline.ts), so the two views never word it differently. Only
// when the Titans rotated over the seats (one bot level everywhere): with fixed seats a Titan's wins mix
// its strength with its seat's, and the answer points to Balance instead.
import type { Rate } from './balance/schema';
import type { Report } from './report';
import { ALPHA, fairnessTests, type Finding } from './verdict';
import { verdictHeadline } from './verdict-headline';
import { ENGLISH, renderFinding } from './verdict-text';

const rate = (wins: number, games: number, ci: { lo: number; hi: number }): Rate => ({
  wins,
  games,
  rate: games ? wins / games : 0,
  ci: [ci.lo, ci.hi],
});

export function batchHeadline(r: Report): Finding[] {
  if (!r.rotateSeats || !r.winsByPosition || !r.winRateByPosition || r.games === 0)
    return [{ key: 'lab.batchAskBalance', params: {} }];
  const titans: Record<string, Rate> = {};
  for (const id of r.titans) titans[id] = rate(r.winsByTitan[id] ?? 0, r.games, r.winRateByTitan[id]);
  const positions: Record<string, Rate> = {};
  r.winsByPosition.forEach((w, i) => (positions[String(i + 1)] = rate(w, r.games, r.winRateByPosition![i])));
  const tests = fairnessTests(titans, positions);
  return [...verdictHeadline({ ...tests, alpha: ALPHA }, r.games), { key: 'lab.batchMore', params: {} }];
}

/**
 * The same answer for `npm run sim`, in English, under the report's first line (the lab's
 * Batch said "Not fair over 40 games: Rassïk wins 45.0% …" while the command line showed only the
 * tables). Where the lab points to its Balance view, the command line points to `npm run balance`.
 */
export function batchHeadlineText(r: Report): string {
  return batchHeadline(r)
    .map((f) =>
      f.key === 'lab.batchMore'
        ? '`npm run balance` also tells why: what each ability and card is worth.'
        : f.key === 'lab.batchAskBalance'
          ? 'Is it fair? Here each seat keeps its Titan and bot, so a Titan’s wins mix its strength with its seat’s: `npm run balance` answers that question.'
          : renderFinding(f, ENGLISH),
    )
    .join(' ');
}
