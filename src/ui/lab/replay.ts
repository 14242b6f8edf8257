// Replays: a simulated game rebuilt from (setup, seed, bots) — its setup and the list of
// actions the bots chose (src/sim/balance.ts freeGameActions) — by applying every action through the
// engine again, keeping the position after each one and its events worded for the log (src/ui/format.ts).
// Pure: the lab's replay panel steps through `positions`.
import { replay } from '../../engine/search';
import type { Action, GameEvent, GameSetup, GameState, TitanId } from '../../engine/types';
import type { BotLevel } from '../../bots/types';
import { advance, formatEvents, type FormatContext, type LogLine } from '../format';
import { fail, problem, refused, type Result } from '../../i18n/errors';
import { turnStep } from '../game/replayTurns';

export interface ReplayStep {
  /** The position after this step (step 0: before the first action). */
  state: GameState;
  /** The action that led here (null for step 0). */
  action: Action | null;
  /** Its events, as log lines. */
  lines: LogLine[];
  /** Its raw events (tests). */
  events: GameEvent[];
}

export interface Replay {
  setup: GameSetup;
  bots: Partial<Record<TitanId, BotLevel>>;
  steps: ReplayStep[];
}

export type ReplayResult = Result<{ replay: Replay }>;

/** Rebuild a game from its setup and actions, through the engine. A refused action ends it with a coded problem. */
export function buildReplay(
  setup: GameSetup,
  actions: readonly Action[],
  bots: Partial<Record<TitanId, BotLevel>> = {},
): ReplayResult {
  const boards = setup.circuits.length;
  let ctx: FormatContext = { boards: boards > 1 ? boards : undefined };
  const steps: ReplayStep[] = [];
  const r = replay(setup, actions, ({ state, action, events }) => {
    const lines = formatEvents(events, ctx);
    ctx = advance(ctx, events);
    steps.push({ state, action, lines, events });
  });
  if (!r.ok)
    return fail(
      r.at < 0
        ? refused(r.error)
        : problem('replayActionRefused', { n: r.at + 1, type: actions[r.at].type }, refused(r.error)),
    );
  steps.unshift({ state: r.start, action: null, lines: [], events: [] });
  return { ok: true, replay: { setup, bots, steps } };
}

/**
 * Which step a key press leads to: ArrowLeft/Right one step, ArrowUp/Down the previous/next turn (given
 * the steps where turns start), Home/End the first/last, PageUp/Down 10.
 */
export function stepForKey(key: string, at: number, last: number, starts?: readonly number[]): number | null {
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  switch (key) {
    case 'ArrowLeft':
      return clamp(at - 1);
    case 'ArrowRight':
      return clamp(at + 1);
    case 'ArrowUp':
      return starts ? turnStep(starts, at, -1, last) : null;
    case 'ArrowDown':
      return starts ? turnStep(starts, at, 1, last) : null;
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageUp':
      return clamp(at - 10);
    case 'PageDown':
      return clamp(at + 10);
    default:
      return null;
  }
}
