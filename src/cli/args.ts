// Command-line pieces shared by `npm run sim` and `npm run balance`: circuits by id or file, house rules
// as `--option k=v`, teams. Each failure is a sentence for the person typing the command.
import { readFileSync } from 'node:fs';
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

export class ArgError extends Error {}

/** A standard circuit id, or a circuit JSON file (the editor's export). */
export function circuitArg(v: string): CircuitId | Circuit {
  if ((CIRCUIT_IDS as readonly string[]).includes(v)) return v as CircuitId;
  let text: string;
  try {
    text = readFileSync(v, 'utf8');
  } catch {
    throw new ArgError(`--circuit ${v}: not a standard circuit (${CIRCUIT_IDS.join(', ')}) and no such file`);
  }
  try {
    return JSON.parse(text) as Circuit;
  } catch (e) {
    throw new ArgError(`--circuit ${v}: not valid JSON (${(e as Error).message})`);
  }
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

const int = (k: string, v: string): number => {
  const x = Number(v);
  if (!Number.isInteger(x)) throw new ArgError(`--option ${k}=${v}: a whole number is expected`);
  return x;
};

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
