// The Batch, Balance and Suggest forms kept for the next visit (localStorage `titan-race/labBatch`,
// `titan-race/labBalance` and `titan-race/labSuggest`), as the table's settings are (store/settings.ts): every change is written, and a
// reload or a new tab starts from it. Each field is
// read through its schema (schema/labForm.ts); one that fails falls back to its default alone and is named,
// so a designer hears that a value was lost and the page never breaks on a stored value. Beside the form,
// the names of its circuits: one deleted in the editor since is named when the form leaves it
// (missingCircuits.ts).
import * as v from 'valibot';
import {
  balanceFieldSchemas,
  batchFieldSchemas,
  circuitNamesSchema,
  exploreFieldSchemas,
  suggestFieldSchemas,
} from '../../schema/labForm';
import { parseBy } from '../../schema/core';
import { webStorage } from '../../store/storage';
import type { Form } from './balanceForm';
import type { ExploreForm } from './useExploreForm';
import type { SuggestForm } from './useSuggestLab';

export const BALANCE_SETTINGS_KEY = 'titan-race/labBalance';
export const SUGGEST_SETTINGS_KEY = 'titan-race/labSuggest';
export const BATCH_SETTINGS_KEY = 'titan-race/labBatch';

type Schemas = Record<string, v.GenericSchema>;
/** A stored form's circuits by id: their names when it was kept. */
export type CircuitNames = Record<string, string>;

/** Each field of `schemas` read from `stored` (own properties only): its parsed value, else the default. */
function readFields<T>(schemas: Schemas, stored: unknown, defaults: T, dropped: string[]): T {
  const out = { ...defaults } as Record<string, unknown>;
  const obj = isRecord(stored) ? stored : null;
  for (const k of Object.keys(schemas)) {
    if (!obj || !Object.prototype.hasOwnProperty.call(obj, k)) continue; // absent: the default, silently
    const r = parseBy(schemas[k], (obj as Record<string, unknown>)[k]);
    if (r.ok) out[k] = r.value;
    else dropped.push(k);
  }
  return out as T;
}

const isRecord = (x: unknown): x is object => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The circuit names kept beside a form: read loosely (only a sentence uses them; none is no loss). */
function readNames(stored: object): CircuitNames {
  const x = Object.prototype.hasOwnProperty.call(stored, 'circuitNames')
    ? (stored as { circuitNames: unknown }).circuitNames
    : undefined;
  const r = parseBy(circuitNamesSchema, x);
  return r.ok ? r.value : {};
}

/** The form as stored: its fields grouped as their schemas read them (a course, the seats). */
function storedForm(f: Form): Record<string, unknown> {
  const { slam, ids, titans, bots, ...rest } = f;
  return { ...rest, course: { slam, ids }, seats: { titans, bots } };
}

export interface BalanceSettings {
  form: Form;
  explore: ExploreForm;
  /** The stored fields that failed their schema and took their default ('games', 'seats', 'house'…). */
  dropped: string[];
  names: CircuitNames;
}

/** The stored value under `key`: undefined when none (or storage refused), 'unreadable' when not JSON. */
function readStored(key: string): unknown {
  let raw: string | null | undefined;
  try {
    raw = webStorage('localStorage')?.getItem(key);
  } catch {
    return undefined; // storage refused: this visit starts from the defaults, as a first one does
  }
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return 'unreadable';
  }
}

function writeStored(key: string, value: unknown): boolean {
  try {
    const s = webStorage('localStorage');
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The stored Balance settings, each field over its default. */
export function loadBalanceSettings(defaults: { form: Form; explore: ExploreForm }): BalanceSettings {
  const stored = readStored(BALANCE_SETTINGS_KEY);
  if (stored === undefined) return { ...defaults, dropped: [], names: {} };
  if (!isRecord(stored)) return { ...defaults, dropped: ['all'], names: {} };
  const dropped: string[] = [];
  // A part that is there but not a record of fields is named as a whole; an absent one is the defaults.
  const own = (k: string): unknown => {
    const x = Object.prototype.hasOwnProperty.call(stored, k) ? (stored as Record<string, unknown>)[k] : {};
    if (!isRecord(x)) dropped.push(k);
    return x;
  };
  const grouped = readFields(balanceFieldSchemas, own('form'), storedForm(defaults.form), dropped);
  const { course, seats, ...rest } = grouped as ReturnType<typeof storedForm> & {
    course: Pick<Form, 'slam' | 'ids'>;
    seats: Pick<Form, 'titans' | 'bots'>;
  };
  const form = { ...(rest as Omit<Form, 'slam' | 'ids' | 'titans' | 'bots'>), ...course, ...seats };
  const explore = readFields(exploreFieldSchemas, own('explore'), defaults.explore, dropped);
  return { form, explore, dropped, names: readNames(stored) };
}

/** Keep the form for the next visit; false when this browser would not keep it (nothing else changes). */
export function saveBalanceSettings(form: Form, explore: ExploreForm, names: CircuitNames = {}): boolean {
  return writeStored(BALANCE_SETTINGS_KEY, { form: storedForm(form), explore, circuitNames: names });
}

/** A form stored as one record of its fields under `key`, each field over its default. */
function loadFlatForm<T>(
  key: string,
  schemas: Schemas,
  defaults: T,
): { form: T; dropped: string[]; names: CircuitNames } {
  const stored = readStored(key);
  if (stored === undefined) return { form: defaults, dropped: [], names: {} };
  if (!isRecord(stored)) return { form: defaults, dropped: ['all'], names: {} };
  const dropped: string[] = [];
  return { form: readFields(schemas, stored, defaults, dropped), dropped, names: readNames(stored) };
}

/** The stored Suggest form, each field over its default (house rules absent: the rule book's). */
export const loadSuggestSettings = (defaults: SuggestForm) =>
  loadFlatForm(SUGGEST_SETTINGS_KEY, suggestFieldSchemas, defaults);

export function saveSuggestSettings(form: SuggestForm, names: CircuitNames = {}): boolean {
  return writeStored(SUGGEST_SETTINGS_KEY, { ...form, circuitNames: names });
}

/** The stored Batch form, each field over its default. */
export const loadBatchSettings = <T extends object>(defaults: T) =>
  loadFlatForm(BATCH_SETTINGS_KEY, batchFieldSchemas, defaults);

export function saveBatchSettings(form: object, names: CircuitNames = {}): boolean {
  return writeStored(BATCH_SETTINGS_KEY, { ...form, circuitNames: names });
}
