// Saved reports in the reader's language (s6: reports saved before the French wording kept English text
// in a French page). A report's words are rendered from its data — message keys, codes and numbers —
// wherever the data is there: a finding saved before bot levels were codes (`{t: 'text', v: 'greedy'}`)
// gets them as codes again, one saved before the odds ("1 time in 30") gets them from its own p, and a
// standard circuit is named from its id. What cannot be rendered from data (a message this version no
// longer has, a figure the report never stored) keeps the report's English sentence, and the report says
// so once (`english` > 0) instead of mixing languages silently.
import { isBotLevel, type BotLevel } from '../../bots/types';
import type { Circuit, CircuitId } from '../../engine/types';
import { STANDARD_CIRCUITS } from '../../engine/circuits';
import { englishCatalogue, t, type MessageKey } from '../../i18n';
import type { BalanceReport } from '../../sim/balance';
import type { Finding, VParam, Verdict } from '../../sim/verdict';
import { DERIVED_PARAMS, ENGLISH, renderFinding } from '../../sim/verdict-text';
import { CIRCUIT_NAMES } from '../meta';

/** The placeholders of a message in English ({name}), or null when this version has no such message. */
function placeholders(key: MessageKey): Set<string> | null {
  const m = englishCatalogue()[key];
  if (m === undefined) return null;
  const text = typeof m === 'string' ? m : Object.values(m).join(' ');
  return new Set([...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]));
}

/** Bot levels saved as words ("greedy", "greedy + master") as codes again, or null when they are not levels. */
function botsOf(text: string): BotLevel[] | null {
  const parts = text.split(' + ').map((s) => s.trim());
  return parts.every(isBotLevel) ? (parts as BotLevel[]) : null;
}

/** The finding as this version writes it from its data, or null when the data is not there. */
export function fromData(f: Finding): Finding | null {
  const need = placeholders(f.key);
  if (!need) return null;
  const params: Record<string, VParam> = {};
  for (const [name, p] of Object.entries(f.params)) {
    if (p.t !== 'text') {
      params[name] = p;
      continue;
    }
    const bots = botsOf(p.v);
    if (!bots) return null;
    // The skill sentence names one bot ("one greedy bot"); the others qualify "bots".
    params[name] = name === 'level' ? { t: 'bots', v: bots, one: true } : { t: 'bots', v: bots };
  }
  // The odds are the sentence's own p in words (043019f added them beside p).
  if (need.has('chance') && !params.chance && params.p?.t === 'p')
    params.chance = { t: 'chance', v: params.p.v };
  for (const name of need) if (!(name in params) && !(DERIVED_PARAMS[name] in params)) return null;
  return { key: f.key, params };
}

/** A verdict's sentences to show: each a finding rendered from data, or the report's English sentence. */
export function verdictWords(v: Pick<Verdict, 'findings' | 'sentences'>): {
  items: ({ finding: Finding } | { english: string })[];
  english: number;
} {
  let english = 0;
  const items = v.findings.map((f, i) => {
    const ok = fromData(f);
    if (ok) return { finding: ok };
    english++;
    return { english: v.sentences?.[i] ?? renderFinding(f, ENGLISH) };
  });
  return { items, english };
}

/**
 * Course names in the reader's language: a standard circuit (its id and its unchanged name) by the name
 * the UI gives it now, any other by the name saved with it. `circuits`: the circuits the names were saved
 * for (absent or of another length in a file from elsewhere: the names as saved).
 */
export function localNames(names: string[], circuits: readonly Circuit[] | undefined): string[] {
  if (!Array.isArray(circuits) || circuits.length !== names.length) return names;
  return circuits.map((c, i) => localName(c.id, c.name, names[i]));
}

/**
 * One circuit's name in the reader's language: a standard one (its id, and the name saved with it is that
 * circuit's unchanged engine name) as the UI names it now; any other as `shown` (default: as saved).
 */
export function localName(id: string, name: string, shown = name): string {
  const std = Object.hasOwn(STANDARD_CIRCUITS, id) ? STANDARD_CIRCUITS[id as CircuitId] : undefined;
  return std && std.name === name ? CIRCUIT_NAMES[id as CircuitId] : shown;
}

/** A balance report's course in the reader's language (localNames). */
export const courseName = (r: Pick<BalanceReport, 'circuits' | 'reproduce'>): string =>
  localNames(r.circuits, r.reproduce?.circuits).join(' + ');

/**
 * A comparison's labels in the reader's language when the lab made them from its courses (the courses'
 * names, and "…, house rules B" in any language this version speaks); a label typed elsewhere (the
 * command line's) is kept as it is.
 */
export function comparisonLabels(
  labels: [string, string],
  reports: Pick<BalanceReport, 'circuits' | 'reproduce'>[],
): [string, string] {
  if (reports.length < 2) return labels;
  const [a, b] = reports;
  const saved = (r: Pick<BalanceReport, 'circuits' | 'reproduce'>, x: string) =>
    x === r.circuits.join(' + ') || x === courseName(r);
  const labelA = saved(a, labels[0]) ? courseName(a) : labels[0];
  let labelB = labels[1];
  if (saved(b, labels[1])) labelB = courseName(b);
  else if (labels[1].startsWith(`${labels[0]}, `) && a.circuits.join() === b.circuits.join())
    labelB = t('lab.houseRulesBLabel', { a: labelA });
  return [labelA, labelB];
}
