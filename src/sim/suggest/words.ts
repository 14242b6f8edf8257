// The suggest result in plain words ("RMS points" is jargon): the objective's value as a
// phrase ("the Titans' win rates are on average 6.1 points from fair"), and, after the best proven
// change, whether what is left is still a significant unfairness on the fresh games. Findings (message
// keys with typed parameters), written in English by the CLI and in the UI's language by the lab.
import type { Element, TitanId } from '../../engine/types';
import type { MessageKey } from '../../i18n';
import { ELEMENT_KEY } from '../../i18n/elementKeys';
import type { Finding, VParam } from '../verdict';
import { MIN_EXPECTED_WINS } from '../verdict-headline';
import { renderFinding, type VerdictFormat } from '../verdict-text';
import { FAIRNESS_ALPHA, type Fairness, type FairnessQuestion } from './fairness';
import type { ObjectiveName } from './objective';
import type { Paint, SpaceEdit } from './edits';
import type { Diagnosis, Suggestion, SuggestResult } from './search';

const VALUE_KEY: Record<ObjectiveName, MessageKey> = {
  unfairness: 'suggest.valueUnfairness',
  titans: 'suggest.valueTitans',
  turnPosition: 'suggest.valueTurnPosition',
  length: 'suggest.valueLength',
  leadChanges: 'suggest.valueLeadChanges',
};

/** Win-rate points are read to one decimal; rounds and lead changes to two. */
export const valueDigits = (o: ObjectiveName): number => (o === 'length' || o === 'leadChanges' ? 2 : 1);

/** The objective's value as a person reads it: leadChanges is minimised as − lead changes, shown as a count. */
const shownValue = (o: ObjectiveName, v: number): number => (o === 'leadChanges' ? -v : v) + 0;

/** "the Titans' and turn positions' win rates are on average {v} points from fair", and so on. */
export function valueFinding(objective: ObjectiveName, value: number, target?: number): Finding {
  const params: Record<string, VParam> = {
    v: { t: 'num', v: shownValue(objective, value), d: valueDigits(objective) },
  };
  if (objective === 'length') params.target = { t: 'num', v: target ?? 8, d: 0 };
  return { key: VALUE_KEY[objective], params };
}

/** A gain and a loss with their unit ("2.1 points closer to a fair share"), by objective. */
const AMOUNT_KEY: Record<ObjectiveName, [MessageKey, MessageKey]> = {
  unfairness: ['suggest.gainFair', 'suggest.lossFair'],
  titans: ['suggest.gainFair', 'suggest.lossFair'],
  turnPosition: ['suggest.gainFair', 'suggest.lossFair'],
  length: ['suggest.gainLength', 'suggest.lossLength'],
  leadChanges: ['suggest.gainLeads', 'suggest.lossLeads'],
};

/** The figure a suggestion's card states: its gain measured again on the replication games, or (a search
 * saved before replication) on the fresh games it was chosen on. Lower is better (objectives are minimised). */
const shownDelta = (s: Suggestion): number => s.replicated?.diff ?? s.delta;

/**
 * The suggestions in the order their cards show them: by the figure each card states, best first (stable).
 * They were ordered by the fresh games' figure, which no card states — "Suggestion 1: better by 0.9"
 * above "Candidate 2: better by 3.1" (play-test lab4). The search, the lab and the CLI number them so.
 */
export const inShownOrder = (suggestions: readonly Suggestion[]): Suggestion[] =>
  suggestions
    .map((s, i) => ({ s, i }))
    .sort((x, y) => shownDelta(x.s) - shownDelta(y.s) || x.i - y.i)
    .map((x) => x.s);

/** The best change proven: the first suggestion that holds, in the order shown (by the stated gain). */
export function bestProven(r: SuggestResult): { s: Suggestion; n: number } | null {
  const shown = inShownOrder(r.suggestions);
  const i = shown.findIndex((s) => s.holds);
  return i < 0 ? null : { s: shown[i], n: i + 1 };
}

/** A space's paint in words: "plain", or the element's name as the editor names it. */
function paintWords(p: Paint, fmt: VerdictFormat): string {
  if (p === 'plain') return fmt.message('suggest.plain', {});
  const key = ELEMENT_KEY[p as Element];
  return key ? fmt.message(key, {}) : p;
}

/** One edit in words: "E3 Multi-ramp → plain". */
export const editWords = (e: SpaceEdit, fmt: VerdictFormat): string =>
  fmt.message('suggest.edit', { space: e.space, from: paintWords(e.from, fmt), to: paintWords(e.to, fmt) });

/** A suggestion's edits in words, as its card's title and the headline name them. */
export const editsWords = (s: Pick<Suggestion, 'edits'>, fmt: VerdictFormat): string =>
  s.edits.map((e) => editWords(e, fmt)).join(', ');

/**
 * The headline above a search's result: the best proven change and its gain measured again on games used
 * neither to search nor to choose ("Best proven change: E3 Multi-ramp → plain — better by 1.6 on 800
 * games …"), or that no change is proven. Null for a search saved before replication (no such figure to
 * head with). One function for the lab (its language) and `npm run suggest` (English): the same words.
 */
export function headlineText(r: SuggestResult, fmt: VerdictFormat): string | null {
  if (!r.suggestions.some((s) => s.replicated)) return null;
  const best = bestProven(r)?.s;
  if (!best) return fmt.message('suggest.headlineNone', {});
  const w = deltaWords(r, best, fmt);
  return fmt.message('suggest.headline', {
    edits: editsWords(best, fmt),
    effect: w.effect,
    games: w.games,
    range: w.range,
  });
}

const who = (q: FairnessQuestion, kind: 'titan' | 'position'): VParam =>
  kind === 'titan' ? { t: 'titan', id: q.key as TitanId } : { t: 'position', v: Number(q.key) };

function questionParams(f: Fairness, kind: 'titan' | 'position'): Record<string, VParam> {
  const q = kind === 'titan' ? f.titans : f.turnPosition;
  return {
    who: who(q, kind),
    rate: { t: 'pct', v: q.rate },
    fair: { t: 'pct', v: f.fair },
    gap: { t: 'pts', v: q.rate - f.fair },
    p: { t: 'p', v: q.p },
    chance: { t: 'chance', v: q.p },
  };
}

/**
 * After the best proven change: still clearly unfair (either Holm-adjusted χ² p < 0.05; the significant
 * question with the larger gap is named), within chance (the larger gap named, with its p), or too few
 * fresh games to tell (fewer than 5 expected wins per Titan). Null when no change is proven.
 */
export function leftFinding(r: SuggestResult): Finding | null {
  const b = bestProven(r);
  if (!b) return null;
  const f = b.s.left;
  const base = { n: { t: 'num', v: b.n, d: 0 } as VParam, games: { t: 'num', v: f.games, d: 0 } as VParam };
  if (f.games * f.fair < MIN_EXPECTED_WINS) return { key: 'suggest.leftTooFew', params: base };
  const gapT = Math.abs(f.titans.rate - f.fair);
  const gapS = Math.abs(f.turnPosition.rate - f.fair);
  const sigT = f.titans.p < FAIRNESS_ALPHA;
  const sigS = f.turnPosition.p < FAIRNESS_ALPHA;
  if (sigT || sigS) {
    const kind = sigT && (!sigS || gapT >= gapS) ? 'titan' : 'position';
    return { key: 'suggest.leftUnfair', params: { ...base, ...questionParams(f, kind) } };
  }
  return {
    key: 'suggest.leftFair',
    params: { ...base, ...questionParams(f, gapT >= gapS ? 'titan' : 'position') },
  };
}

/** What the cards are ordered by, said above them: the replicated gain, or (saved before replication) the
 * fresh games' one. */
export const orderedByKey = (r: SuggestResult): MessageKey =>
  r.suggestions.some((s) => s.replicated) ? 'suggest.orderedBy' : 'suggest.orderedByFresh';

/** The sentence keys for a suggestion: its replicated gain, or (a search saved before replication) the
 * gain on the fresh games it was chosen on. */
export function deltaKeys(s: Suggestion): { delta: MessageKey; holds: MessageKey } {
  if (s.replicated)
    return { delta: 'suggest.afterDelta', holds: s.holds ? 'suggest.holds' : 'suggest.notHolds' };
  return {
    delta: 'suggest.afterDeltaFresh',
    holds: s.holds ? 'suggest.holdsFresh' : 'suggest.notHoldsFresh',
  };
}

/**
 * One suggestion's paired comparison on the fresh games, as the parameters of `suggest.afterDelta`: the
 * value after, the value now, better or worse by how much, and the interval, signed, in the value's own
 * direction. One function for the lab (its language) and the CLI (English), so both say the same figures
 * rounded the same way (the CLI printed "delta -1.63 [-4.75 … 1.77] does not hold (the
 * interval reaches 0)" where the lab said "better by 1.6 … between −4.8 and +1.8. Not proven").
 */
export function deltaWords(r: SuggestResult, s: Suggestion, fmt: VerdictFormat): Record<string, string> {
  const d = valueDigits(r.objective);
  // The stated gain is the replicated one (games used neither to search nor to choose); a search saved
  // before replication has only the figure it chose on.
  const rep = s.replicated ?? { diff: s.delta, ci: s.ci, before: r.before, after: s.after };
  // Lead changes are minimised as − lead changes: shown as a count, so the interval turns round.
  const delta = r.objective === 'leadChanges' ? -rep.diff : rep.diff;
  const n = (x: number) => fmt.num(Math.abs(x), d);
  // The interval as a gain or a loss ("better by 1.5 (… between −3.1 and +0.1)" left the
  // designer to work out that − meant better here, and + meant better for lead changes). The objective
  // is minimised, so the gain is − delta: its interval is [− ci[1], − ci[0]]. A one-value range is said once.
  const ci = rep.ci;
  const range =
    ci[1] <= 0
      ? n(ci[1]) === n(ci[0])
        ? fmt.message('suggest.rangeBetterOne', { v: n(ci[0]) })
        : fmt.message('suggest.rangeBetter', { lo: n(ci[1]), hi: n(ci[0]) })
      : ci[0] >= 0
        ? n(ci[1]) === n(ci[0])
          ? fmt.message('suggest.rangeWorseOne', { v: n(ci[0]) })
          : fmt.message('suggest.rangeWorse', { lo: n(ci[0]), hi: n(ci[1]) })
        : fmt.message('suggest.rangeEither', { better: n(ci[0]), worse: n(ci[1]) });
  // Better or worse in words ("+1.9" read as a gain): the objective is minimised. Within chance (the
  // interval reaches across 0) it says so, as Balance's change does ("within what chance alone gives, so
  // no clear difference"): "worse by 0.4" beside Balance's "about as fair" read as two answers (play-test lab5).
  const within = ci[0] < 0 && ci[1] > 0;
  // With its unit, in the words Balance's change uses (play-test 52: "better by 2.1" said no unit).
  const amount = fmt.message(AMOUNT_KEY[r.objective][rep.diff < 0 ? 0 : 1], {
    delta: fmt.num(Math.abs(delta), d),
  });
  const effect =
    Math.abs(rep.diff) < 0.5 * 10 ** -d
      ? fmt.message('suggest.effectSame', {})
      : within
        ? fmt.message('suggest.effectWithin', { amount })
        : amount;
  return {
    after: renderFinding(valueFinding(r.objective, rep.after, r.target), fmt),
    before: fmt.num(shownValue(r.objective, rep.before), d),
    effect,
    range,
    games: fmt.num(s.replicated?.games ?? r.freshGames[1] - r.freshGames[0], 0),
  };
}

/**
 * Why the circuit as it is reads one figure in "Now" and another on the cards (play-test lab5: 11.5 and
 * 12.1, and 13.4 in Balance, with no reason given): each is the same circuit on its own games — the fresh
 * games, the replication games, Balance's own — so they differ by sampling. The games are numbered from 0
 * as the CLI and the lab's replays number them (the count alone in "Now", play-test s5, and here which); on that many games chance
 * alone moves each win rate by about the diagnosis's `noise` points (said for the win-rate objectives).
 * Each card's gain compares both circuits on the same games. Null for a search saved before replication.
 */
export function samplesFinding(r: SuggestResult): Finding | null {
  const rep = r.suggestions.find((s) => s.replicated)?.replicated;
  if (!rep || rep.before === undefined) return null;
  const d = valueDigits(r.objective);
  const from = r.replicationGames?.[0] ?? r.freshGames[1];
  const num = (v: number, digits = 0): VParam => ({ t: 'num', v, d: digits });
  const params: Record<string, VParam> = {
    now: num(shownValue(r.objective, r.before), d),
    again: num(shownValue(r.objective, rep.before), d),
    from: num(r.freshGames[0]),
    to: num(r.freshGames[1] - 1),
    rfrom: num(from),
    rto: num(from + rep.games - 1),
    count: num(r.freshGames[1] - r.freshGames[0]),
    rcount: num(rep.games),
  };
  if (r.objective === 'length' || r.objective === 'leadChanges')
    return { key: 'suggest.samplesOther', params };
  return { key: 'suggest.samples', params: { ...params, noise: num(r.diagnosis.noise, 1) } };
}

/**
 * An undo's line on its card (play-test lab5: "It undoes your edit" was said of a candidate taking back
 * one of two repainted spaces). Every edit against the parent taken back: "It undoes your edit against
 * …"; some of them: "It undoes part of your edit against …: only on E3; what you changed on D4 stays.";
 * a search saved before it kept the designer's edits (`undoAll`): the spaces it takes back, claiming no
 * more. Null for any other kind of change.
 */
export function undoFinding(r: SuggestResult, s: Suggestion, parent: string): Finding | null {
  if (s.kind !== 'undo') return null;
  const spaces = (edits: readonly SpaceEdit[]): VParam => ({
    t: 'list',
    items: edits.map((e) => ({ t: 'text', v: e.space })),
  });
  const params: Record<string, VParam> = { parent: { t: 'text', v: parent }, undone: spaces(s.edits) };
  if (!r.undoAll) return { key: 'suggest.undoesOn', params };
  const undone = new Set(s.edits.map((e) => `${e.space}:${e.to}`));
  const kept = r.undoAll.filter((e) => !undone.has(`${e.space}:${e.to}`));
  if (!kept.length) return { key: 'suggest.undoes', params };
  return { key: 'suggest.undoesPart', params: { ...params, kept: spaces(kept) } };
}

const DIAGNOSIS_KEY: Record<Diagnosis['code'], MessageKey> = {
  improved: 'suggest.diagImproved',
  noise: 'suggest.diagNoise',
  turnOrder: 'suggest.diagTurnOrder',
  abilities: 'suggest.diagAbilities',
  both: 'suggest.diagBoth',
  none: 'suggest.diagNone',
};

/** Why the search found what it found (or nothing), one decimal each ("13.0 … 11.8"): the lab and the CLI word it alike. */
export function diagnosisFinding(d: Diagnosis): Finding {
  const one = (v: number): VParam => ({ t: 'num', v, d: 1 });
  return {
    key: DIAGNOSIS_KEY[d.code],
    params: { titans: one(d.titans), turn: one(d.turnPosition), noise: one(d.noise) },
  };
}
