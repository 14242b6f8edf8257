// The work still to do while an action resolves: small records on GameState.stack (last item first).
// Keeping unfinished work as data is what lets a decision (pirates, a Shield) stop the loop and the
// state be saved, cloned and resumed. Seats and spaces are small integers (see board.ts).
import type { CardId, Face, LossCause, MoveCause, SpaceIdx } from '../types';

/** How a step is taken: the Titan's own step, a slide on ice, or being moved by an ability or card. */
type StepKind = 'own' | 'slide' | 'moved';

export type Op =
  /** One step of `titan` in direction `dir` (R5.2). `own`: part of the active Titan's own movement (R5.7). */
  | { k: 'step'; titan: number; dir: number; kind: StepKind; own: boolean; by: number }
  /**
   * R7.8 (v2.1): `titan` takes the space `to` its push has freed, once the Titans it pushed have
   * arrived completely. Also the record enterSpace takes (move.ts Entry).
   */
  | ({ k: 'take' } & Entry)
  /** Arrival effects of a space (R7.8), each checked against where the Titan still stands. */
  | { k: 'element'; titan: number; space: SpaceIdx }
  | { k: 'bonus'; titan: number; space: SpaceIdx }
  | { k: 'ice'; titan: number; space: SpaceIdx; dir: number; own: boolean; by: number }
  /** 1 Life lost to damage (Shield-able, R11.3); `drain`: seat that gains 1 Life if it lands (Chtoolhoo). */
  | { k: 'damage'; titan: number; cause: LossCause; by: number; asked: boolean; drain: number }
  /** 1 Life paid (purple R4.1, pentacle R7.5): not damage. */
  | { k: 'cost'; titan: number; cause: LossCause; own: boolean }
  | { k: 'placeTrap'; titan: number; space: SpaceIdx; own: boolean }
  | { k: 'strike'; titan: number; spaces: SpaceIdx[]; cause: LossCause; titansOnly: boolean; own: boolean }
  /** The red trap or green strike of a die action (R4.1). */
  | { k: 'extra'; titan: number; face: Extract<Face, 'red' | 'green'>; space: SpaceIdx; own: boolean }
  /** Craken's swap (R10). */
  | { k: 'swap'; titan: number; other: number; dir: number }
  /** R7.7: the card in play (GameState.inPlay) has had its effect: it goes onto the discard pile. */
  | { k: 'played'; card: CardId }
  /** The die action is over (R7.5 pentacle check). */
  | { k: 'actionEnd'; titan: number; own: boolean };

/** One Titan entering one space: who, where (and the laps crossed, R1.5), which way, how, moved by whom. */
interface Entry {
  titan: number;
  to: SpaceIdx;
  lap: number;
  dir: number;
  cause: MoveCause;
  by: number;
  /** Part of the active Titan's own movement: dropped if it is knocked out (R5.7). */
  own: boolean;
}
