// Reading a saved game: sizes and nesting capped (validate.ts), then its schema (src/schema/save.ts), the
// schema's refusal said as a save's problem. Loaded when a save is first read (saveReader.ts), so the
// first page of an empty library does not carry the schema library.
import { RULES_VERSION } from '../engine/types';
import { cleanName } from './names';
import { checkValue, clip, parseJson } from './validate';
import { parseBy, type Refusal } from '../schema/core';
import { saveSchema } from '../schema/save';
import { fail, problem, type Problem, type Result } from '../i18n/errors';
import { t } from '../i18n';
import {
  botsProblem,
  MAX_ACTIONS,
  MAX_SAVE_CHARS,
  SAVE_CAPS,
  SAVE_FORMAT,
  SAVE_VERSION,
  type SaveFile,
} from './saveFile';

export * from './saveFile';

export type ParsedSave = Result<{ save: SaveFile }>;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const own = (x: Record<string, unknown>, k: string): unknown =>
  Object.prototype.hasOwnProperty.call(x, k) ? x[k] : undefined;

/**
 * Read a save file (text or already parsed): sizes and nesting capped (validate.ts), then its schema
 * (src/schema/save.ts). The engine then checks every action when it is replayed. Player names come back
 * cleaned (src/store/names.ts).
 */
export function parseSave(input: string | unknown): ParsedSave {
  let data: unknown = input;
  // The one validator (validate.ts) first: size and nesting are capped before anything walks the value.
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_CHARS)
      return fail(problem('saveTooLarge', { size: { size: input.length }, max: { size: MAX_SAVE_CHARS } }));
    const parsed = parseJson(input, SAVE_CAPS, 'safe.thisSave');
    if (!parsed.ok) return fail(parsed.error.code === 'notJson' ? problem('saveNotJson') : parsed.error);
    data = parsed.value;
  } else {
    const checked = checkValue(input, SAVE_CAPS, 'safe.thisSave');
    if (!checked.ok) return fail(checked.error);
  }
  const older = olderRules(data);
  if (older) return fail(older);
  const r = parseBy(saveSchema, data);
  if (!r.ok) return fail(saveRefusal(r.refusal, data));
  const save = { ...r.value } as SaveFile;
  // A blank name becomes a default one, kept as data in the game (a name, not a message).
  if (save.names) save.names = save.names.map((n, i) => cleanName(n) || t('setup.defaultName', { n: i + 1 }));
  return { ok: true, save };
}

/** A file of this format played under older rules: version 1, or an engine state of another version. */
function olderRules(data: unknown): Problem | null {
  if (!isObject(data) || own(data, 'format') !== SAVE_FORMAT) return null;
  if (own(data, 'version') === 1) return oldRules(1);
  const state = own(data, 'state');
  const stateV = isObject(state) ? own(state, 'v') : undefined;
  return typeof stateV === 'number' && stateV !== RULES_VERSION ? oldRules(stateV) : null;
}

/** The schema's refusal in a save's words: the field that failed says which sentence. */
function saveRefusal(refusal: Refusal, data: unknown): Problem {
  const [field, index] = refusal.path.split('.');
  const raw = isObject(data) ? own(data, field) : undefined;
  switch (field) {
    case '':
      // The value itself, or its bots naming a Titan not in the game (the schema's last check).
      return isObject(data) ? botsRefusal(data) : problem('saveNotASave');
    case 'format':
      return problem('saveUnknownFormat');
    case 'version':
      return problem(typeof raw === 'number' && raw > SAVE_VERSION ? 'saveNewer' : 'saveNoVersion');
    case 'rules':
      return typeof raw === 'number' ? oldRules(raw) : problem('saveNoRules');
    case 'setup':
      return problem('saveNoSetup');
    case 'actions':
      if (index !== undefined) return problem('saveNotAnAction', { n: Number(index) + 1 });
      return refusal.code === 'max_length'
        ? problem('saveTooManyActions', { max: { number: MAX_ACTIONS } })
        : problem('saveNoActions');
    case 'names':
      return problem('saveBadNames');
    case 'bots':
      return botsRefusal(data as Record<string, unknown>);
    default:
      return problem('saveDamaged', undefined, problem('saveBadField', { field: clip(refusal.path) }));
  }
}

/** Bots that do not fit the game, said as botsProblem says them. */
function botsRefusal(data: Record<string, unknown>): Problem {
  const setup = own(data, 'setup');
  const titans = isObject(setup) && Array.isArray(own(setup, 'titans')) ? (setup.titans as unknown[]) : [];
  const why = botsProblem(own(data, 'bots'), titans) ?? problem('botsNotAMap');
  return problem('saveDamaged', undefined, why);
}

/** A game played under other rules. */
function oldRules(rules: number): Problem {
  return problem(rules < RULES_VERSION ? 'saveOlderRules' : 'saveOtherRules', {
    rules,
    current: RULES_VERSION,
  });
}
