// Links to a replay: `#/lab?replay=<lz-string of {v, kind, cfg, k, at}>` names a simulated game by its
// configuration (circuits with their spaces, Titans, bots, seed, laps, options…) and its number k, so the
// link stays short: the game is played again (it is deterministic) when the link is opened, then rebuilt
// through the engine (replay.ts). `at` is the move shown first. Playing it again is the slow part: the lab
// does it in a Web Worker (readReplayLink, then useLinkedReplay.ts; openReplayLink does it all in this
// thread, for tests and Node). A link is untrusted input: it is size-capped
// before and after decompression, then parsed by its schema (schema/lab.ts replayLinkSchema) and its
// course checked by the engine.
import { compressToEncodedURIComponent } from 'lz-string';
import { decompressCapped } from '../../editor/lz';
import { createGame } from '../../engine';
import type { BalanceConfig } from '../../sim/balance';
import type { BatchConfig } from '../../sim/batch';
import { playLinkedGame, type LinkedGame, type PlayedGame } from '../../sim/linked-game';
import { buildReplay, type Replay } from './replay';
import { fail, problem, refused, type Problem, type ProblemCode, type Result } from '../../i18n/errors';
import { parseBy } from '../../schema/core';
import { replayLinkSchema } from '../../schema/lab';
import { parseJson } from '../../store/validate';

export interface ReplayRef {
  kind: 'balance' | 'batch';
  cfg: BalanceConfig | BatchConfig;
  k: number;
  at?: number;
}

const MAX_LINK = 20_000;
const MAX_JSON = 200_000;

/** The address of a replay (in the lab). */
export function replayHash(ref: ReplayRef): string {
  const data = { v: 1, kind: ref.kind, cfg: ref.cfg, k: ref.k, ...(ref.at ? { at: ref.at } : {}) };
  return `#/lab?replay=${compressToEncodedURIComponent(JSON.stringify(data))}`;
}

/** The `replay` parameter of a hash, or null (split by hand: lz-string's alphabet has '+'). */
export function replayParam(hash: string): string | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  for (const part of hash.slice(q + 1).split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === 'replay') return part.slice(eq + 1);
  }
  return null;
}

export type OpenedReplay = Result<{ replay: Replay; k: number; at: number }>;

/** The link refused, and why. */
const bad = (why: Problem): { ok: false; error: Problem } => fail(problem('replayLinkBad', undefined, why));

export type ReadLink = Result<{ game: LinkedGame; at?: number }>;

/** Which sentence a refused field gives: the first field of its dot path ('cfg.seed' → the seed's). */
function linkRefusal(path: string): ProblemCode {
  if (path === '') return 'linkDamaged';
  if (path === 'v' || path === 'kind') return 'linkOtherVersion';
  if (path === 'cfg') return 'linkNoGame';
  if (path.startsWith('cfg.titans') || path.startsWith('cfg.bots')) return 'linkUnknownTitans';
  if (path === 'cfg.games' || path === 'cfg.seed') return 'linkNoSeed';
  return 'linkWrongGame';
}

/** Decode and check a link (quick): the game it names, to play again, and the move to show. */
export function readReplayLink(param: string): ReadLink {
  if (param.length > MAX_LINK) return bad(problem('linkTooLong'));
  const json = decompressCapped(param.trim(), MAX_JSON);
  if (!json.ok) return bad(problem(json.code === 'tooLarge' ? 'linkTooMuch' : 'linkDamaged'));
  // The one validator (store/validate.ts): nesting capped before anything walks the configuration.
  const parsed = parseJson(json.text, { chars: MAX_JSON, depth: 16 });
  if (!parsed.ok) return bad(parsed.error.code === 'notJson' ? problem('linkDamaged') : parsed.error);
  // The payload's schema (schema/lab.ts); each field that fails gives the sentence naming it.
  const read = parseBy(replayLinkSchema, parsed.value);
  if (!read.ok) return bad(problem(linkRefusal(read.refusal.path)));
  const { cfg, k } = read.value;
  const { titans, bots } = cfg;
  if (bots.length !== titans.length) return bad(problem('linkUnknownTitans'));
  if (k >= cfg.games) return bad(problem('linkWrongGame'));
  const check = createGame({
    circuits: cfg.circuits,
    titans,
    laps: cfg.laps,
    options: cfg.options,
    teams: cfg.teams,
    seed: 1,
  });
  if (!check.ok) return bad(refused(check.error));
  const game: LinkedGame = {
    kind: read.value.kind,
    cfg: cfg as unknown as BalanceConfig | BatchConfig,
    k,
  };
  const at = (parsed.value as { at?: unknown }).at;
  return { ok: true, game, ...(typeof at === 'number' ? { at } : {}) };
}

/** The replay of a game played again, at the link's move (kept within the game). */
export function replayOfGame(played: PlayedGame, k: number, at?: number): OpenedReplay {
  const b = buildReplay(played.setup, played.actions, played.bots);
  if (!b.ok) return bad(b.error);
  const last = b.replay.steps.length - 1;
  const shown = typeof at === 'number' && Number.isInteger(at) ? Math.max(0, Math.min(last, at)) : 0;
  return { ok: true, replay: b.replay, k, at: shown };
}

/** A link whose game could not be played again (the worker's own words, or its exception). */
export function replayFailed(why: string): OpenedReplay {
  return bad(problem('replayWorkerFailed', { why }));
}

/** Decode, check, play game k again and rebuild it, all in this thread (tests, Node). */
export function openReplayLink(param: string): OpenedReplay {
  const read = readReplayLink(param);
  if (!read.ok) return read;
  try {
    return replayOfGame(playLinkedGame(read.game), read.game.k, read.at);
  } catch (e) {
    // As the worker's failure is said (useLinkedReplay.ts): the exception's own text in the sentence.
    return replayFailed(String((e as Error)?.message ?? e));
  }
}
