// Engine events → plain sentences for the event log and the move preview.
// Hidden information stays hidden: a drawn card is never named (its owner sees it in their hand).
import type { CardId, Face, GameEvent, LossCause, TitanId } from '../engine/types';
import { cardName, titanName, FACE_META, TITANS } from './meta';

export interface LogLine {
  text: string;
  kind: 'turn' | 'line' | 'win';
  titan?: TitanId;
}

export interface FormatContext {
  cardNames?: Partial<Record<CardId, string>>;
  /** Grand Slam: show board numbers in spaces ('2:C5'). Otherwise the engine already writes 'C5'. */
  boards?: number;
  /** The round the events happen in, when known (from the log before them). */
  round?: number;
  /** The dice were already rolled this round: a roll now is the last Titan's reroll of every die (R4.2). */
  rolled?: boolean;
}

const LOSS: Record<LossCause, string> = {
  push: '',
  trap: ' to a trap',
  lava: ' in the lava',
  pirates: ' to the pirates',
  fire: " in a fire statue's blast",
  strike: ' to a strike',
  ability: ' to an ability',
  card: ' to a card',
  purple: ' paying for the purple die',
  pentacle: ' to reroll on the pentacle',
};

const and = (xs: string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

function face(f: Face): string {
  return FACE_META[f]?.label.toLowerCase() ?? f;
}

function life(n: number): string {
  return n === 1 ? '1 Life' : `${n} Life`;
}

/** One phrase per event, and whether it starts a new line of the log. */
export function phrase(
  e: GameEvent,
  ctx: FormatContext = {},
): { text: string; starts: boolean; kind?: LogLine['kind'] } {
  const n = (t: TitanId) => titanName(t);
  switch (e.type) {
    case 'firstPlayer':
      return {
        text: `First-player roll: ${e.rolls.map(face).join(', ')} — ${n(e.titan)} plays first`,
        starts: true,
      };
    case 'diceRolled':
      // R4.2: the round's first Titan rolls every die; its last rerolls every die (the one left in the
      // pool and those on the Titans' boards). Which one this is follows from the log: a second roll.
      return ctx.rolled
        ? {
            text: `${n(e.titan)}, last of the round, rerolls all the dice — every die comes back: ${and(e.faces.map(face))}`,
            starts: true,
          }
        : { text: `${n(e.titan)} rolls all the dice: ${and(e.faces.map(face))}`, starts: true };
    case 'dieChosen':
      return { text: `${n(e.titan)} takes the ${face(e.face)} die`, starts: true };
    case 'lifeGained':
      if (e.cause === 'ownColour')
        return {
          text: `${n(e.titan)} gains ${life(e.amount)} for its own colour (${e.life} now)`,
          starts: false,
        };
      if (e.cause === 'recovery') return { text: `${n(e.titan)} recovers to ${life(e.life)}`, starts: false };
      return { text: `${n(e.titan)} gains ${life(e.amount)} (${e.life} now)`, starts: false };
    case 'moved': {
      const from = e.from ?? 'the start';
      switch (e.cause) {
        case 'enter':
          return { text: `${n(e.titan)} enters the board on ${e.to}`, starts: true };
        case 'step':
          return { text: `${n(e.titan)} steps from ${from} to ${e.to}`, starts: true };
        case 'push':
          return {
            text: `${e.by ? n(e.by) : 'A push'} pushes ${n(e.titan)} from ${from} to ${e.to}`,
            starts: true,
          };
        case 'slide':
          return { text: `${n(e.titan)} slides on the ice from ${from} to ${e.to}`, starts: false };
        case 'jump':
          return { text: `${n(e.titan)} jumps from ${from} to ${e.to}`, starts: true };
        case 'swap':
          return { text: `${n(e.titan)} is swapped from ${from} to ${e.to}`, starts: false };
        case 'moved':
          return {
            text:
              e.by && e.by !== e.titan
                ? `${n(e.by)} moves ${n(e.titan)} from ${from} to ${e.to}`
                : `${n(e.titan)} moves from ${from} to ${e.to}`,
            starts: true,
          };
      }
      return {
        text: `${n((e as { titan: TitanId }).titan)} moves to ${(e as { to: string }).to}`,
        starts: true,
      };
    }
    case 'lap':
      return {
        text:
          ctx.boards && ctx.boards > 1
            ? `${n(e.titan)} is now on lap ${e.lap} of the strip`
            : `${n(e.titan)} is now on lap ${e.lap}`,
        starts: false,
      };
    case 'lifeLost':
      if (e.cause === 'pentacle')
        return {
          text: `${n(e.titan)} pays ${life(e.amount)} to reroll its die on the pentacle (${e.life} left)`,
          starts: true,
        };
      return {
        text: `${n(e.titan)} loses ${life(e.amount)}${LOSS[e.cause] ?? ''} (${e.life} left)`,
        starts: false,
      };
    case 'shielded':
      return { text: `${n(e.titan)}'s Shield stops the loss`, starts: false };
    case 'knockedOut':
      return { text: `${n(e.titan)} is knocked out!`, starts: false };
    case 'passed':
      return { text: `${n(e.titan)} is knocked out and passes`, starts: true };
    case 'recovered':
      return { text: `${n(e.titan)} stands up again with ${life(e.life)}`, starts: true };
    case 'trapPlaced':
      return { text: `${n(e.titan)} places a trap on ${e.space}`, starts: true };
    case 'trapSprung':
      return {
        text: e.titan ? `${n(e.titan)} springs the trap on ${e.space}` : `the trap on ${e.space} springs`,
        starts: false,
      };
    case 'trapDestroyed':
      return { text: `the trap on ${e.space} is destroyed`, starts: false };
    case 'struck':
      return { text: `${n(e.titan)} strikes ${e.spaces.join(', ')}`, starts: true };
    case 'blast':
      return {
        text: `the fire statue on ${e.space} blasts its neighbours (entered by ${n(e.titan)})`,
        starts: false,
      };
    case 'pirates':
      // Paid with Life: the Life loss that follows says it ("loses 1 Life to the pirates"), once.
      return {
        text: e.choice === 'life' ? '' : `${n(e.titan)} pays the pirates with a card`,
        starts: false,
      };
    case 'cardDrawn':
      return { text: `${n(e.titan)} draws a Bonus card`, starts: false };
    case 'cardDiscarded':
      return { text: `${n(e.titan)} discards ${cardName(e.card, ctx.cardNames)}`, starts: false };
    case 'cardPlayed':
      return { text: `${n(e.titan)} plays ${cardName(e.card, ctx.cardNames)}`, starts: true };
    case 'deckShuffled':
      return { text: `the discards are shuffled into a new deck (${e.size} cards)`, starts: false };
    case 'abilityUsed':
      return {
        text:
          e.as && e.as !== e.titan
            ? `${n(e.titan)} uses ${n(e.as)}'s ability (${TITANS[e.as].abilityName})`
            : `${n(e.titan)} uses its ability (${TITANS[e.titan].abilityName})`,
        starts: true,
      };
    case 'pentacleReroll':
      return {
        text: `the die now shows ${face(e.face)}: ${n(e.titan)} performs its ${face(e.face)} action (no ability or card after a reroll)`,
        starts: false,
      };
    case 'extraFizzled':
      return { text: `nothing happens on ${e.space}`, starts: false };
    case 'turnEnded':
      return { text: `${n(e.titan)} ends the turn`, starts: true };
    case 'turnStarted':
      return {
        text:
          ctx.round !== undefined && e.round > ctx.round
            ? `Round ${e.round} — ${n(e.titan)}'s turn (a new round: the dice left over are not used)`
            : `Round ${e.round} — ${n(e.titan)}'s turn`,
        starts: true,
        kind: 'turn',
      };
    case 'won':
      return {
        text:
          e.team && e.team.length > 1
            ? `${n(e.titan)} crosses the finish line! Team ${e.team.map(n).join(' & ')} wins`
            : `${n(e.titan)} crosses the finish line and wins!`,
        starts: true,
        kind: 'win',
      };
  }
  return { text: (e as { type: string }).type, starts: true };
}

function subject(e: GameEvent): TitanId | undefined {
  return 'titan' in e ? (e.titan as TitanId) : undefined;
}

/** The round and roll state after some events (what the next events are worded against). */
export function advance(ctx: FormatContext, events: readonly GameEvent[]): FormatContext {
  let { round, rolled } = ctx;
  for (const e of events) {
    if (e.type === 'turnStarted' && e.round !== round) {
      round = e.round;
      rolled = false;
    } else if (e.type === 'diceRolled') rolled = true;
  }
  return round === ctx.round && rolled === ctx.rolled ? ctx : { ...ctx, round, rolled };
}

/** Events → log lines. Consequences (Life lost, slides, traps springing…) join the line of their cause. */
export function formatEvents(events: readonly GameEvent[], ctx: FormatContext = {}): LogLine[] {
  const out: LogLine[] = [];
  for (const e of events) {
    const p = phrase(e, ctx);
    ctx = advance(ctx, [e]);
    if (!p.text) continue;
    const last = out[out.length - 1];
    if (!p.starts && last && last.kind === 'line') {
      last.text += `; ${p.text}`;
    } else {
      const text = p.text.charAt(0).toUpperCase() + p.text.slice(1);
      out.push({ text, kind: p.kind ?? 'line', titan: subject(e) });
    }
  }
  return out;
}
