// Engine refusals in people's words (issues 14 and 22). The engine refuses with a stable code, the
// check that refused (`reason`) and the values involved (`params`): engine/errors.ts. The sentence
// shown is the catalogue's for the reason (else for the code), in the player's language, with the
// params filled in and the ids in them (Titans, cards, die faces) turned into their names. The
// engine's English `message` is for logs and the command line; nothing here reads it.
import type { EngineError } from '../engine/types';
import { hasMessage, t, type Params } from './index';

/** What a refusal is worded from: the engine's error without its English message. */
export interface RefusalData {
  code: string;
  reason?: string;
  params?: Readonly<Record<string, string | number>>;
}

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Which params hold an id, and the catalogue key of the name of each id. */
const NAME_KEYS: Record<string, (id: string) => string> = {
  titan: (id) => `common.titan${capitalised(id)}`,
  other: (id) => `common.titan${capitalised(id)}`,
  by: (id) => `common.titan${capitalised(id)}`,
  card: (id) => `common.card${capitalised(id)}`,
  face: (id) => `common.face${capitalised(id)}`,
};

function named(params: RefusalData['params']): Params | undefined {
  if (!params) return undefined;
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    const key = typeof value === 'string' ? NAME_KEYS[name]?.(value) : undefined;
    out[name] = key && hasMessage(key) ? t(key) : value;
  }
  return out;
}

export function engineErrorText(error: RefusalData): string {
  const params = named(error.params);
  // A power without a legal use says why (engine/titans.ts NO_USE: params.why), e.g. "needs a Titan behind".
  const why = error.params?.why;
  const whyKey = `errors.noUse.${why}`;
  if (typeof why === 'string' && why !== '' && hasMessage(whyKey)) return t(whyKey, params);
  if (error.reason) {
    const key = `errors.${error.reason}`;
    if (hasMessage(key)) return t(key, params);
  }
  const key = `errors.${error.code}`;
  return hasMessage(key) ? t(key, params) : t('errors.unknown');
}

/** A problem to show: a sentence already in the player's words, or a refusal kept as data. */
export type Problem = string | EngineError;

export function problemText(problem: Problem): string {
  return typeof problem === 'string' ? problem : engineErrorText(problem);
}
