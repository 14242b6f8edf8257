// Engine events → plain sentences for the event log, the hand-off recap, the lab's replays and the move
// preview, in the UI's language (the `log` section of the catalogues). Hidden information stays hidden:
// a drawn card is never named (its owner sees it in their hand). The sentences follow the order a
// player sees things happen, which is not always the engine's order: a chain push is written pusher
// first ("Grinder pushes Slaugg, who pushes Craken"), and one happening is said once ("pays the
// pirates with Quake", not "pays the pirates with a card; discards Quake").
import type { CardId, Face, GameEvent, LossCause, TitanId } from '../engine/types';
import { t, type MessageKey } from '../i18n';
import { cardName, titanName, FACE_META, TITANS } from './meta';
import '../i18n/tableMessages';

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

const LOSS: Record<LossCause, MessageKey> = {
  push: 'log.lostPush',
  trap: 'log.lostTrap',
  lava: 'log.lostLava',
  pirates: 'log.lostPirates',
  fire: 'log.lostFire',
  strike: 'log.lostStrike',
  ability: 'log.lostAbility',
  card: 'log.lostCard',
  purple: 'log.lostPurple',
  pentacle: 'log.lostPentacle',
};

/** "a, b and c" in the current language. */
function and(xs: string[]): string {
  if (xs.length < 2) return xs.join('');
  return t('log.listAnd', { list: xs.slice(0, -1).join(', '), last: xs.at(-1)! });
}

function face(f: Face): string {
  return FACE_META[f]?.label.toLocaleLowerCase() ?? f;
}

/**
 * How an event is shown: `chained` marks a push that continues a chain ("…, who pushes Craken");
 * `discarded` is the card a pirates payment discarded (the two events are one happening).
 */
interface Shown {
  e: GameEvent;
  chained?: boolean;
  discarded?: CardId;
  /** The push follows the move of its pusher on the same line. */
  afterMover?: boolean;
  /** A swap: the other Titan's half of it (one sentence for both). */
  other?: Extract<GameEvent, { type: 'moved' }>;
}

/** A sentence for one event, and whether it starts a new line of the log. */
interface Phrase {
  text: string;
  starts: boolean;
  kind?: LogLine['kind'];
}

type EventOf<K extends GameEvent['type']> = Extract<GameEvent, { type: K }>;

const n = (id: TitanId) => titanName(id);

/** A moved Titan's sentence, by how it moved. */
function movedPhrase(e: EventOf<'moved'>, shown: Shown): Phrase {
  const p = { titan: n(e.titan), from: e.from ?? t('log.theStart'), to: e.to };
  switch (e.cause) {
    case 'enter':
      return { text: t('log.enter', p), starts: true };
    case 'step':
      return { text: t('log.step', p), starts: true };
    case 'push':
      if (shown.chained) return { text: t('log.pushChained', p), starts: false };
      return {
        text: e.by ? t('log.push', { ...p, by: n(e.by) }) : t('log.pushNoPusher', p),
        starts: !shown.afterMover,
      };
    case 'slide':
      return { text: t('log.slide', p), starts: false };
    case 'jump':
      return { text: t('log.jump', p), starts: true };
    case 'swap':
      if (shown.other) return { text: t('log.swap', { ...p, other: n(shown.other.titan) }), starts: false };
      return { text: t('log.swapped', p), starts: false };
    case 'moved':
      return {
        text: e.by && e.by !== e.titan ? t('log.movedBy', { ...p, by: n(e.by) }) : t('log.moved', p),
        starts: true,
      };
  }
  return { text: t('log.moved', p), starts: true };
}

/** One phrase builder per event kind. */
const PHRASES: { [K in GameEvent['type']]: (e: EventOf<K>, shown: Shown, ctx: FormatContext) => Phrase } = {
  firstPlayer: (e) => ({
    text: t('log.firstPlayer', { rolls: e.rolls.map(face).join(', '), titan: n(e.titan) }),
    starts: true,
  }),
  // R4.2: the round's first Titan rolls every die; its last rerolls every die (the one left in the
  // pool and those on the Titans' boards). Which one this is follows from the log: a second roll.
  diceRolled: (e, _s, ctx) => ({
    text: t(ctx.rolled ? 'log.diceRerolled' : 'log.diceRolled', {
      titan: n(e.titan),
      faces: and(e.faces.map(face)),
    }),
    starts: true,
  }),
  dieChosen: (e) => ({ text: t('log.dieChosen', { titan: n(e.titan), face: face(e.face) }), starts: true }),
  lifeGained: (e) =>
    e.cause === 'recovery'
      ? { text: t('log.recoversTo', { titan: n(e.titan), n: e.life }), starts: false }
      : {
          text: t(e.cause === 'ownColour' ? 'log.gainOwnColour' : 'log.gain', {
            titan: n(e.titan),
            n: e.amount,
            life: e.life,
          }),
          starts: false,
        },
  moved: movedPhrase,
  lap: (e, _s, ctx) => ({
    text: t(ctx.boards && ctx.boards > 1 ? 'log.lapStrip' : 'log.lap', { titan: n(e.titan), lap: e.lap }),
    starts: false,
  }),
  lifeLost: (e) =>
    e.cause === 'pentacle'
      ? { text: t('log.payPentacle', { titan: n(e.titan), n: e.amount, life: e.life }), starts: true }
      : {
          text: t(LOSS[e.cause] ?? 'log.lostPush', { titan: n(e.titan), n: e.amount, life: e.life }),
          starts: false,
        },
  shielded: (e) => ({ text: t('log.shielded', { titan: n(e.titan) }), starts: false }),
  knockedOut: (e) => ({ text: t('log.knockedOut', { titan: n(e.titan) }), starts: false }),
  passed: (e) => ({ text: t('log.passed', { titan: n(e.titan) }), starts: true }),
  recovered: (e) => ({ text: t('log.recovered', { titan: n(e.titan), n: e.life }), starts: true }),
  trapPlaced: (e) => ({ text: t('log.trapPlaced', { titan: n(e.titan), space: e.space }), starts: true }),
  trapSprung: (e) => ({
    text: e.titan
      ? t('log.trapSprung', { titan: n(e.titan), space: e.space })
      : t('log.trapSprungEmpty', { space: e.space }),
    starts: false,
  }),
  trapDestroyed: (e) => ({ text: t('log.trapDestroyed', { space: e.space }), starts: false }),
  // A card's or an ability's strike follows the line that played it; the green die's is its own.
  struck: (e) => ({
    text: t('log.struck', { titan: n(e.titan), spaces: e.spaces.join(', ') }),
    starts: e.cause === 'strike',
  }),
  blast: (e) => ({ text: t('log.blast', { titan: n(e.titan), space: e.space }), starts: false }),
  // Paid with Life: the Life loss that follows says it ("loses 1 Life to the pirates"), once.
  pirates: (e, shown, ctx) =>
    e.choice === 'life'
      ? { text: '', starts: false }
      : {
          text: shown.discarded
            ? t('log.piratesDiscard', { titan: n(e.titan), card: cardName(shown.discarded, ctx.cardNames) })
            : t('log.piratesCard', { titan: n(e.titan) }),
          starts: false,
        },
  cardDrawn: (e) => ({ text: t('log.cardDrawn', { titan: n(e.titan) }), starts: false }),
  cardDiscarded: (e, _s, ctx) => ({
    text: t('log.cardDiscarded', { titan: n(e.titan), card: cardName(e.card, ctx.cardNames) }),
    starts: false,
  }),
  cardPlayed: (e, _s, ctx) => ({
    text: t('log.cardPlayed', { titan: n(e.titan), card: cardName(e.card, ctx.cardNames) }),
    starts: true,
  }),
  deckShuffled: (e) => ({ text: t('log.deckShuffled', { n: e.size }), starts: false }),
  // Mimicry: the borrowed ability follows the card on its line.
  abilityUsed: (e) =>
    e.as && e.as !== e.titan
      ? {
          text: t('log.abilityBorrowed', {
            titan: n(e.titan),
            other: n(e.as),
            ability: TITANS[e.as].abilityName,
          }),
          starts: false,
        }
      : {
          text: t('log.abilityUsed', { titan: n(e.titan), ability: TITANS[e.titan].abilityName }),
          starts: true,
        },
  pentacleReroll: (e) => ({
    text: t('log.pentacleReroll', { titan: n(e.titan), face: face(e.face) }),
    starts: false,
  }),
  extraFizzled: (e) => ({ text: t('log.extraFizzled', { space: e.space }), starts: false }),
  turnEnded: (e) => ({ text: t('log.turnEnded', { titan: n(e.titan) }), starts: true }),
  turnStarted: (e, _s, ctx) => ({
    text: t(ctx.round !== undefined && e.round > ctx.round ? 'log.turnStartedNewRound' : 'log.turnStarted', {
      round: e.round,
      titan: n(e.titan),
    }),
    starts: true,
    kind: 'turn',
  }),
  won: (e) => ({
    text:
      e.team && e.team.length > 1
        ? t('log.teamWon', { titan: n(e.titan), team: e.team.map(n).join(' & ') })
        : t('log.won', { titan: n(e.titan) }),
    starts: true,
    kind: 'win',
  }),
};

/** One phrase per event (an unknown kind is written as its name). */
function phrase(ev: GameEvent | Shown, ctx: FormatContext = {}): Phrase {
  const shown: Shown = 'e' in ev ? ev : { e: ev };
  const build = PHRASES[shown.e.type] as ((e: GameEvent, s: Shown, c: FormatContext) => Phrase) | undefined;
  return build ? build(shown.e, shown, ctx) : { text: shown.e.type, starts: true };
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

type Moved = Extract<GameEvent, { type: 'moved' }>;
const isPush = (e: GameEvent | undefined): boolean => e?.type === 'moved' && e.cause === 'push';
/** A lap or a sprung trap reported right after a Titan's move belongs to that move. */
const belongsTo = (e: GameEvent | undefined, titan: TitanId): boolean =>
  (e?.type === 'lap' || e?.type === 'trapSprung') && e.titan === titan;

/**
 * The events in the order a player sees them. The engine reports a push line front Titan first, then
 * its pusher (R5.3: the line moves at once); a player sees the mover step and push the Titan ahead,
 * which pushes the next: so the mover comes first, then each push from the back of the line to its
 * front, then what those arrivals did (laps, traps). A pirates payment with a card and the discard it
 * makes are one happening; so are the two halves of a swap.
 */
function inSeenOrder(events: readonly GameEvent[]): Shown[] {
  const out: Shown[] = [];
  for (let i = 0; i < events.length;) {
    const e = events[i];
    if (isPush(e)) {
      const pushes: Moved[] = [];
      const after: GameEvent[] = [];
      let j = i;
      while (isPush(events[j])) {
        const p = events[j++] as Moved;
        pushes.push(p);
        while (belongsTo(events[j], p.titan)) after.push(events[j++]);
      }
      const mover = events[j];
      const withMover =
        mover?.type === 'moved' && mover.cause !== 'push' && mover.titan === pushes.at(-1)!.by;
      if (withMover) {
        out.push({ e: mover });
        j++;
        while (belongsTo(events[j], mover.titan)) out.push({ e: events[j++] });
      }
      pushes.reverse().forEach((p, k) => out.push({ e: p, chained: k > 0, afterMover: withMover }));
      for (const a of after) out.push({ e: a });
      i = j;
      continue;
    }
    const next = events[i + 1];
    if (
      e.type === 'pirates' &&
      e.choice === 'discard' &&
      next?.type === 'cardDiscarded' &&
      next.titan === e.titan
    ) {
      out.push({ e, discarded: next.card });
      i += 2;
      continue;
    }
    if (
      e.type === 'moved' &&
      e.cause === 'swap' &&
      next?.type === 'moved' &&
      next.cause === 'swap' &&
      next.by === e.titan
    ) {
      out.push({ e, other: next });
      i += 2;
      continue;
    }
    out.push({ e });
    i++;
  }
  return out;
}

/** Whether an event is what `titan`'s card or ability just did (placing a trap, striking, moving). */
function isEffect(e: GameEvent, titan: TitanId): boolean {
  if (e.type === 'trapPlaced' || e.type === 'struck' || e.type === 'abilityUsed') return e.titan === titan;
  return e.type === 'moved' && (e.by ?? e.titan) === titan;
}

/** The lap event of the Titan that wins in these events (its crossing of the line), if any. */
function finishingLap(events: readonly GameEvent[]): GameEvent | null {
  const won = events.find((e) => e.type === 'won');
  if (!won) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'lap' && e.titan === won.titan) return e;
  }
  return null;
}

/** Events → log lines. Consequences (Life lost, slides, traps springing…) join the line of their cause. */
export function formatEvents(events: readonly GameEvent[], ctx: FormatContext = {}): LogLine[] {
  const out: LogLine[] = [];
  let prev: GameEvent | undefined;
  const finish = finishingLap(events);
  for (const s of inSeenOrder(events)) {
    if (s.e === finish) continue; // the winner crossed the line: not "now on lap 4" of 3 (R2.1)
    const p = phrase(s, ctx);
    // What a card or an ability does goes on the line that played it ("plays Swiftness Potion; steps…").
    if (prev && (prev.type === 'cardPlayed' || prev.type === 'abilityUsed') && isEffect(s.e, prev.titan))
      p.starts = false;
    prev = s.e;
    ctx = advance(ctx, [s.e]);
    if (!p.text) continue;
    const last = out[out.length - 1];
    if (!p.starts && last && last.kind === 'line') {
      last.text += s.chained ? t('log.chainJoin') + p.text : t('log.join') + p.text;
    } else {
      const text = p.text.charAt(0).toLocaleUpperCase() + p.text.slice(1);
      out.push({ text, kind: p.kind ?? 'line', titan: subject(s.e) });
    }
  }
  return out;
}
