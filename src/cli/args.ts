// Command-line pieces shared by `npm run sim` and `npm run balance`: circuits by id or file, house rules
// as `--option k=v`, teams. Each failure is a sentence for the person typing the command.
import { existsSync } from 'node:fs';
import { MAX_CIRCUIT_BYTES, validateCircuit } from '../engine/circuits';
import { STANDARD_CIRCUITS } from '../engine/circuits';
import { ArgError, cut, readTextCapped, wholeNumber } from './parse';
import {
  CARD_IDS,
  CIRCUIT_IDS,
  TITAN_IDS,
  type CardId,
  type Circuit,
  type CircuitId,
  type GameOptions,
  type TitanId,
} from '../engine/types';

export { ArgError };

/** A standard circuit id, or a circuit JSON file (the editor's export), read with a size cap. */
export function circuitArg(v: string): CircuitId | Circuit {
  if ((CIRCUIT_IDS as readonly string[]).includes(v)) return v as CircuitId;
  return circuitFile(v);
}

/**
 * A circuit JSON file checked by the engine's validator (src/engine/circuits/validate.ts): its
 * sentences are the error. Files over ten times the largest circuit are not read whole.
 */
export function circuitFile(v: string): Circuit {
  if (!v.includes('/') && !v.includes('.') && !existsSync(v))
    throw new ArgError(
      `--circuit ${cut(v)}: not a standard circuit (${CIRCUIT_IDS.join(', ')}) and no such file`,
    );
  const text = readTextCapped(v, 10 * MAX_CIRCUIT_BYTES, 'circuit file');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ArgError(`--circuit ${cut(v)}: not valid JSON (${(e as Error).message})`);
  }
  const r = validateCircuit(json);
  if (!r.ok) throw new ArgError(`--circuit ${cut(v)}: ${r.error.message}`);
  return r.circuit;
}

/** A standard circuit in full, or a circuit file (what `npm run suggest` edits). */
export function fullCircuitArg(v: string): Circuit {
  const c = circuitArg(v);
  if (typeof c !== 'string') return c;
  const s = STANDARD_CIRCUITS[c];
  return { id: s.id, name: s.name, spaces: { ...s.spaces } };
}

export function titansArg(v: string): TitanId[] {
  const titans = v.split(',').map((x) => x.trim()) as TitanId[];
  for (const t of titans)
    if (!TITAN_IDS.includes(t)) throw new ArgError(`unknown Titan "${t}" (${TITAN_IDS.join(', ')})`);
  return titans;
}

/** `--teams grinder+craken,slaugg+rassik` (R12.3). */
export function teamsArg(v: string): TitanId[][] {
  return v.split(',').map((team) => titansArg(team.replace(/\+/g, ',')));
}

export const OPTION_HELP = `house rules (R12.4), each as --option key=value:
  laps is --laps; reactions=eligible|always|never; maxLife=N (1–20); startLife=N (every Titan) or
  startLife.<titan>=N; handSize=N (0–6); trapSupply=N (0–36); deck.<card>=N (0–9 copies; cards not
  named keep their R11.3 count). Cards: ${CARD_IDS.join(', ')}`;

/** A house rule's number through the strict parser: "", "1e1", "0x10", "1.5" are refused, never read as 0 or 16. */
const int = (k: string, v: string): number => wholeNumber(`--option ${k}=`, v, 0, 1000);

/** Add one `key=value` house rule to `o` (validated again by the engine when the game is set up). */
export function addOption(o: GameOptions, kv: string, defaultDeck: Record<CardId, number>): GameOptions {
  const eq = kv.indexOf('=');
  if (eq < 0) throw new ArgError(`--option ${kv}: write key=value (try --help)`);
  const k = kv.slice(0, eq).trim();
  const v = kv.slice(eq + 1).trim();
  if (k === 'reactions') {
    if (v !== 'eligible' && v !== 'always' && v !== 'never')
      throw new ArgError('--option reactions= is eligible, always or never');
    o.reactions = v;
  } else if (k === 'maxLife' || k === 'handSize' || k === 'trapSupply') o[k] = int(k, v);
  else if (k === 'startLife') o.startLife = Object.fromEntries(TITAN_IDS.map((t) => [t, int(k, v)]));
  else if (k.startsWith('startLife.')) {
    const t = k.slice(10) as TitanId;
    if (!TITAN_IDS.includes(t)) throw new ArgError(`--option ${k}: unknown Titan "${t}"`);
    o.startLife = { ...o.startLife, [t]: int(k, v) };
  } else if (k.startsWith('deck.')) {
    const c = k.slice(5) as CardId;
    if (!CARD_IDS.includes(c))
      throw new ArgError(`--option ${k}: unknown card "${c}" (${CARD_IDS.join(', ')})`);
    o.deck = { ...(o.deck ?? defaultDeck), [c]: int(k, v) };
  } else throw new ArgError(`--option ${k}: unknown house rule (try --help)`);
  return o;
}
