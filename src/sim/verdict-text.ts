// The verdict's sentences in words: a finding is a message key with typed parameters, written by a
// VerdictFormat — English here (the report's JSON and the CLI), the UI's language in the lab.
import { en } from '../i18n/catalogues/en';
import { labEn } from '../i18n/parts/labEn';
import { editorEn } from '../i18n/parts/editorEn';
import type { MessageKey } from '../i18n';
import type { Finding, VParam } from './verdict';
import { isBotLevel } from '../bots/types';

export interface VerdictFormat {
  message(key: MessageKey, params: Record<string, string>): string;
  titan(id: string): string;
  ability(id: string): string;
  card(id: string): string;
  /** A number with d decimals. */
  num(v: number, d: number): string;
  /** A share (0.25) as a percentage with one decimal, in the language's typography ("25.0%", "25,0 %"). */
  pct(v: number): string;
  list(items: string[]): string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Two significant figures: 1/0.031 → 32, 1/0.0044 → 230 (an odds figure more exact than that is noise). */
const twoFigures = (x: number): number => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  return Math.round(x / unit) * unit;
};

/**
 * A p-value as odds a designer reads: how often chance alone, on a fair circuit, gives a gap at least
 * this large. Under 0.001: "less than 1 time in 1,000"; under 0.15: "about 1 time in N" (N = 1/p to two
 * figures, so N ≥ 7); under 0.95: "about N times in 10" (N = 2…9); under 0.995: "about N times in 100"
 * (N = 95…99); else "more than 99 times in 100". A sentence whose chance is 0.95 or more says "well within what
 * chance alone gives" instead where it has those words (`chanceWording`): a corrected p Holm capped at 1 is
 * not odds to quote. The figure
 * itself, never "almost every time" (play-test lab4: a designer could not tell 0.95 from 1).
 */
export function chanceWords(p: number): { key: MessageKey; n: number } {
  if (p < 0.001) return { key: 'lab.chanceUnder', n: 1000 };
  if (p < 0.15) return { key: 'lab.chanceOneIn', n: twoFigures(1 / p) };
  if (!withinChance(p)) return { key: 'lab.chanceTenths', n: Math.round(10 * p) };
  if (p < 0.995) return { key: 'lab.chanceHundredths', n: Math.round(100 * p) };
  return { key: 'lab.chanceOver', n: 99 };
}

/**
 * A corrected p of 0.95 or more (Holm caps it at 1): not odds to read as "95 times in 100 or more" — a move
 * that large is not typical — but a move well within what chance alone gives at that many games. The
 * change's "no clear difference" says so in those words (`lab.changeNoneWithin`, src/sim/change.ts).
 */
const withinChance = (p: number): boolean => p >= 0.95;

/**
 * The sentences that name a move's odds where the move is not clear ("would happen by chance {chance}"),
 * and their words for a chance of 0.95 or more: a corrected p that Holm capped at 1 is not a figure, so
 * "would happen by chance more than 99 times in 100" reads "is well within what chance alone gives"
 * (play-test lab5; the change's `lab.changeNoneWithin` said so first).
 */
const WITHIN_KEY: Partial<Record<MessageKey, MessageKey>> = {
  'lab.changeNone': 'lab.changeNoneWithin',
  'lab.compareSame': 'lab.compareSameWithin',
  'lab.headlineFair': 'lab.headlineFairWithin',
  'lab.verdictTitansFair': 'lab.verdictTitansFairWithin',
  'lab.verdictTurnFair': 'lab.verdictTurnFairWithin',
  'suggest.leftFair': 'suggest.leftFairWithin',
};

/** A finding as this version words it: with a chance of 0.95 or more, its "well within chance" sentence
 * (a finding saved with the odds sentence gets these words from its data too). */
export function chanceWording(x: Finding): Finding {
  const within = WITHIN_KEY[x.key];
  const c = x.params.chance;
  return within && c?.t === 'chance' && withinChance(c.v) ? { ...x, key: within } : x;
}

/** One parameter in words, through the format. Percentages have one decimal; points are signed. */
export function renderParam(p: VParam, f: VerdictFormat): string {
  switch (p.t) {
    case 'titan':
      return f.titan(p.id);
    case 'position':
      return f.message(p.v === 1 ? 'lab.headlineFirstPlayer' : 'lab.headlinePlayerN', { n: f.num(p.v, 0) });
    case 'ability':
      return `${f.ability(p.id)} (${f.titan(p.id)}) ${renderParam({ t: 'pts', v: p.v }, f)}`;
    case 'card':
      return `${f.card(p.id)} ${renderParam({ t: 'pts', v: p.v }, f)}`;
    case 'pct':
      return f.pct(p.v);
    case 'pts':
      return `${p.v < 0 ? '−' : '+'}${f.num(Math.abs(100 * p.v), 1)}`;
    case 'num':
      return f.num(p.v, p.d);
    case 'p':
      return p.v < 0.001 ? `< ${f.num(0.001, 3)}` : `= ${f.num(p.v, p.v < 0.01 ? 3 : 2)}`;
    case 'chance': {
      const c = chanceWords(p.v);
      return f.message(c.key, { n: f.num(c.n, 0) });
    }
    case 'text':
      return p.v;
    case 'bots':
      // A level this version does not know (a report from elsewhere) is written as its id.
      return p.v
        .map((l) =>
          isBotLevel(l)
            ? f.message(`lab.${p.one ? 'botLevel' : 'botsOf'}${cap(l)}` as MessageKey, {})
            : String(l),
        )
        .join(' + ');
    case 'list':
      return f.list(p.items.map((x) => renderParam(x, f)));
  }
}

/**
 * What a win rate is measured against, in the one wording of the whole lab: "against a fair share of
 * 25.0%" (`lab.againstFairShare`). Suggest said "against 33.3% expected" where Balance said "fair share"
 * for the same figure (play-test lab4); a sentence writes `{againstFair}` and gets it from its `fair`.
 */
export const againstFairShare = (fair: string, f: VerdictFormat): string =>
  f.message('lab.againstFairShare', { fair });

/** Placeholders a sentence gets from its other parameters (`fromData` in the lab knows them). */
export const DERIVED_PARAMS: Readonly<Record<string, string>> = { againstFair: 'fair' };

export function renderFinding(finding: Finding, f: VerdictFormat): string {
  const x = chanceWording(finding);
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(x.params)) params[k] = renderParam(v, f);
  if (params.fair !== undefined) params.againstFair = againstFairShare(params.fair, f);
  const text = f.message(x.key, params);
  return params.lo !== undefined && params.lo === params.hi ? sayOnce(text, params.lo) : text;
}

/**
 * A range of one value is said once: "probably between 7.7 and 7.7" → "probably 7.7" (the catalogues'
 * two ways of saying a range: English "between … and …", French "[comprise] entre … et …").
 */
function sayOnce(text: string, v: string): string {
  return text
    .replace(` between ${v} and ${v}`, ` ${v}`)
    .replace(new RegExp(` compris(e?) entre ${escape(v)} et ${escape(v)}`), ` de ${v}`)
    .replace(` entre ${v} et ${v}`, ` ${v}`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const word = (key: string, id: string): string => {
  const m = (en as Record<string, unknown>)[key];
  return typeof m === 'string' ? m : id;
};

/** English, as the JSON and the CLI write it (the catalogue's English messages). */
export const ENGLISH: VerdictFormat = {
  message(key, params) {
    // The lab's and the editor's messages (its element names: Suggest's edits) are not in `en` itself.
    const m =
      key in labEn
        ? labEn[key as keyof typeof labEn]
        : key in editorEn
          ? editorEn[key as keyof typeof editorEn]
          : en[key as keyof typeof en];
    const text = typeof m === 'string' ? m : m.other;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  },
  titan: (id) => word(`common.titan${cap(id)}`, id),
  ability: (id) => word(`common.abilityName${cap(id)}`, id),
  card: (id) => word(`common.card${cap(id)}`, id),
  // Thousands grouped ("1,000 games"), the rounding toFixed's.
  num: (v, d) => v.toFixed(d).replace(/^(-?\d+)/, (i) => i.replace(/\B(?=(\d{3})+$)/g, ',')),
  pct: (v) => `${ENGLISH.num(100 * v, 1)}%`,
  list: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
};
