// The open reaction call (store/reactionCall.ts): a short "Reaction?" strip naming the Titan about to lose
// Life and its player. Its player taps their name to take the device and answer privately (and may still
// decline); otherwise the call goes on by itself after the pause of the settings, or at once when the
// mover presses "Go on". Nobody is handed the device for a reaction they did not claim.
// A press is bound to the call it was shown for (docs/rulings.md 28): each call is its own strip (a new
// call never takes over the old one's buttons nor its focus), and a tap that was on its way to a call that
// has just closed does nothing to the next one and says "That call had closed".
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { answeringCards } from '../../store/reactionCall';
import { cardName, TITANS } from '../meta';
import { causeText } from './PendingPrompt';
import { useT } from '../../i18n/useT';
import { useSettled } from '../useSettled';
import '../../i18n/tableMessages';
import { playerName } from '../playerName';

/**
 * How long after a call went on by itself a press on the call in its place is taken as aimed at the
 * closed one: a reach across a table to a tablet takes about a second (play-test: a tap made for Rassïk's
 * call landed on Craken's after the first had closed, and claimed it).
 */
export const LATE_MS = 1000;

/** When the last call went on by itself (its pause ran out), and where a finger last went down on a call. */
const last = { closed: { call: -1, at: -Infinity }, focusLeft: -Infinity, down: { call: -1, at: -Infinity } };

/** Whether `later` came less than LATE_MS after `earlier`. */
const within = (earlier: number, later: number) => later >= earlier && later - earlier < LATE_MS;

/** The finger went down on another call than `call` (since closed), a moment ago. */
function downElsewhere(call: number): boolean {
  return last.down.call !== call && within(last.down.at, Date.now());
}

/**
 * Whether a press on `call` (shown at `shown`) was meant for another: the finger went down on another
 * call, or the press came right after a call went on by itself and this one took its place.
 */
function lateFor(call: number, shown: number): boolean {
  const late =
    downElsewhere(call) ||
    (last.closed.call === call - 1 && within(last.closed.at, shown) && within(shown, Date.now()));
  last.down = { call: -1, at: -Infinity };
  return late;
}

/** The open call, one strip per call: the number of actions when it opened is its identity. */
export function ReactionCall({ animating }: { animating: boolean }) {
  const call = useGame((s) => s.actions.length);
  return <Call key={call} call={call} animating={animating} />;
}

function Call({ call, animating }: { call: number; animating: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const names = useGame((s) => s.names);
  const pause = useGame((s) => s.settings.reactionPause);
  const claim = useGame((s) => s.claimReaction);
  const letGo = useGame((s) => s.letReactionGo);
  const t = useT();
  const strip = useRef<HTMLElement>(null);
  const [shown] = useState(() => Date.now());
  const [late, setLate] = useState(false);
  // A tap aimed at the call that just went on does not answer the next one (useSettled.ts).
  const settled = useSettled(game);
  // The pause counts once the tokens have stopped, so the table sees what is about to hurt whom, and once
  // the buttons take taps: a table is never given less time to answer than the setting says.
  // With no pause set (0), it waits for a claim or "Go on": a table that reads slowly (play-test 49: a
  // Shield's holder lost the Life to a 3 s call before finding the card).
  const counting = settled && !animating && pause > 0;
  const left = useCountdown(counting ? pause : 0, () => {
    last.closed = { call, at: Date.now() };
    letGo(call);
  });
  // The keyboard was in the call that closed: it stays in the strip (not on the new call's claim, where
  // an Enter meant for the old call would claim this one); Tab reaches the buttons from there.
  useLayoutEffect(() => {
    if (Date.now() - last.focusLeft < 100) strip.current?.focus();
    last.focusLeft = -Infinity;
    const el = strip.current;
    return () => {
      if (el?.contains(document.activeElement)) last.focusLeft = Date.now();
    };
  }, []);
  const p = summary.pending;
  if (!p) return null;
  /** A press for this call, unless it was meant for another (lateFor). */
  const press = (answer: () => unknown) => () => {
    if (lateFor(call, shown)) setLate(true);
    else answer();
  };
  const titan = TITANS[p.titan].name;
  const player = playerOfTitan(game, p.titan);
  const who = playerName(names, player);
  const cards = summary.titans[p.titan]?.hand.length ?? 0;
  // What the rules let answer this trigger (the engine's answers, whatever the hands): a family knows
  // whether a claim can be worth it; it says nothing of who holds what.
  const answers = answeringCards(game).map((c) => cardName(c, game.setup.options?.cardNames));
  return (
    <section
      ref={strip}
      tabIndex={-1}
      className="reaction-call"
      data-reaction-call=""
      aria-live="polite"
      aria-labelledby="call-title"
      onPointerDownCapture={() => (last.down = { call, at: Date.now() })}
      onPointerUpCapture={() => downElsewhere(call) && setLate(true)}
    >
      <p>
        <strong id="call-title">{t('call.title')}</strong>{' '}
        {p.cause
          ? t('play.aboutToLoseTo', { titan, cause: causeText(p.cause) })
          : t('play.aboutToLose', { titan })}{' '}
        {answers.length > 0 && (
          <span data-call-answers="">
            {t('call.answers', { n: answers.length, cards: answers.join(', ') })}{' '}
          </span>
        )}
        {t('call.how', { who, n: cards })}
      </p>
      {late && (
        <p className="reaction-call-late" role="status" data-call-late="">
          {t('call.closed', { titan })}
        </p>
      )}
      {pause > 0 && (
        <p className="reaction-call-left" data-call-left="" aria-hidden="true">
          {t('call.left', { n: left ?? Math.ceil(pause / 1000) })}
          {left !== null && (
            <span className="reaction-call-clock" style={{ animationDuration: `${pause}ms` }} />
          )}
        </p>
      )}
      <div className="prompt-buttons">
        <button
          type="button"
          className="btn btn--claim"
          data-claim={p.titan}
          disabled={!settled}
          onClick={press(() => claim(call))}
        >
          {t('call.claim', { who, titan })}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-call-go=""
          disabled={!settled}
          onClick={press(() => letGo(call))}
        >
          {t('call.goOn')}
        </button>
      </div>
    </section>
  );
}

/**
 * The seconds left of a pause of `ms` (0: not counting, null), then `done` once. The figure a table reads:
 * the shrinking bar alone did not say how long they had (play-test: "Nobody reacted" after 3.4 s).
 */
function useCountdown(ms: number, done: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const end = useRef(done);
  useEffect(() => {
    end.current = done;
  });
  useEffect(() => {
    if (ms <= 0) return;
    const start = Date.now();
    const tick = () => setLeft(Math.max(1, Math.ceil((ms - (Date.now() - start)) / 1000)));
    const every = setInterval(tick, 250);
    const id = setTimeout(() => end.current(), ms);
    return () => {
      clearInterval(every);
      clearTimeout(id);
    };
  }, [ms]);
  // Counting: the seconds left (the whole pause until the first tick).
  return ms > 0 ? (left ?? Math.ceil(ms / 1000)) : null;
}
