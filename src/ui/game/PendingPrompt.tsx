// A decision in the middle of resolving something (pirates, reaction): a prompt naming the player
// who decides. Card choices appear only once that player has shown their cards. (The pentacle reroll
// is no decision: it is a button of the turn, R7.5.)
import { useEffect, useRef } from 'react';
import type { CardId } from '../../engine/types';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { cardName, TITANS } from '../meta';
import { answeringCards } from '../../store/reactionCall';
import { CardView } from './TitanPanel';
import { usePhoneTable } from './hooks';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';
import { playerName } from '../playerName';

/** What is about to take a Life, in a reaction prompt. */
export function causeText(cause: string): string {
  switch (cause) {
    case 'push':
      return t('play.causePush');
    case 'trap':
      return t('play.causeTrap');
    case 'lava':
      return t('play.causeLava');
    case 'pirates':
      return t('play.causePirates');
    case 'fire':
      return t('play.causeFire');
    case 'strike':
      return t('play.causeStrike');
    case 'ability':
      return t('play.causeAbility');
    case 'card':
      return t('play.causeCard');
    case 'purple':
      return t('play.causePurple');
    case 'pentacle':
      return t('play.causePentacle');
    default:
      return cause;
  }
}

/**
 * A claimed reaction with no card its player can play now (R11.4 'always'): nothing to ask. The fact is
 * said, and after the call's pause the store passes for them — as a decline, so the table sees the same
 * hand-back, at the pace of a player who looked and let it go, whether or not they held a reaction. "Go on"
 * sends that same pass at once (a claimer holding a Shield may let it go at once too, with "Don't react").
 */
function NothingToPlay({ animating, children }: { animating: boolean; children?: React.ReactNode }) {
  const game = useGame((s) => s.game);
  const handoff = useGame((s) => s.ui.handoff);
  const pause = useGame((s) => s.settings.reactionPause);
  const pass = useGame((s) => s.passUnplayable);
  const goOn = useRef<HTMLButtonElement>(null);
  const t = useT();
  // The pause starts once the claimer holds the device and sees their hand (the hand-off is gone) and the
  // tokens have stopped (a call that was theirs at once opens while the move is still drawn).
  useEffect(() => {
    if (handoff !== null || animating || pause === 0) return;
    const id = setTimeout(() => pass(), pause);
    return () => clearTimeout(id);
  }, [game, handoff, animating, pause, pass]);
  // The control that held the focus (the hand-off's, or the call's claim) is gone: the prompt's one
  // control takes it, so a keyboard or screen reader is in the prompt and hears why with its name.
  useEffect(() => {
    const at = document.activeElement;
    if (handoff === null && (!at || at === document.body)) goOn.current?.focus();
  }, [handoff]);
  return (
    <>
      <p className="pending-passes" role="status" id="passes-itself" data-passes-itself="">
        {t(pause > 0 ? 'play.noReaction' : 'play.noReactionPress')}
        {pause > 0 && (
          <span
            className="reaction-call-clock"
            style={{ animationDuration: `${pause}ms` }}
            aria-hidden="true"
          />
        )}
      </p>
      <div className="prompt-buttons">
        <button
          ref={goOn}
          type="button"
          className="btn btn--primary"
          aria-describedby="passes-itself"
          data-go-on=""
          onClick={() => pass()}
        >
          {t('call.goOn')}
        </button>
        {children}
      </div>
    </>
  );
}

/**
 * The claimer's hand when they can play nothing, shown as the hand view shows it (the device is theirs,
 * privately), with why none can be played in one sentence. Beside the prompt, not in it: on a phone it
 * hangs above the bar as the turn's hand does (table.css), so the prompt keeps the body's view.
 */
function ClaimHand({ why, hand }: { why: string; hand: readonly CardId[] }) {
  const compact = usePhoneTable();
  const t = useT();
  return (
    <div className="claim-hand" data-claim-hand="">
      <p className="pending-why" data-why-none="">
        {why}
      </p>
      {hand.length > 0 && (
        <ul className="cards cards--claim" aria-label={t('table.myCards')}>
          {hand.map((c, i) => (
            <CardView key={`${c}${i}`} card={c} compact={compact} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Why a claimer can play no card now, in one sentence: no card; a cost, which no card answers (R11.3); the
 * cards that could answer (the engine's, whatever the hands: answeringCards) and none of them held; else no
 * card can answer at this moment (R11.2: after the first turn, one card a turn).
 */
function whyNothing(
  titan: string,
  cause: string | undefined,
  hand: readonly CardId[],
  answers: readonly CardId[],
  cardNames: Parameters<typeof cardName>[1],
): string {
  if (hand.length === 0) return t('play.whyNoneEmpty', { titan });
  if (cause === 'purple' || cause === 'pentacle') return t('play.whyNoneCost');
  if (answers.length > 0 && !answers.some((c) => hand.includes(c)))
    return t('play.whyNoneHeld', {
      titan,
      n: answers.length,
      cards: answers.map((c) => cardName(c, cardNames)).join(', '),
    });
  return t('play.whyNoneNow');
}

export function PendingPrompt({ animating = false }: { animating?: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const names = useGame((s) => s.names);
  const revealed = useGame((s) => s.ui.revealed);
  const claimed = useGame((s) => !!s.ui.claimed);
  const perform = useGame((s) => s.perform);
  const reveal = useGame((s) => s.reveal);
  const undo = useGame((s) => s.undo);
  const canUndo = useGame((s) => s.turnHistory.length > 0);
  useT();
  const p = summary.pending;
  if (!p) return null;
  // A prompt of the player whose turn it is keeps Undo at hand (another player's decision closes undo).
  const ownPrompt = playerOfTitan(game, p.titan) === playerOfTitan(game, summary.active);
  const player = playerOfTitan(game, p.titan);
  const who = `${playerName(names, player)} (${TITANS[p.titan].name})`;
  const shown = revealed === player;
  const cardNames = game.setup.options?.cardNames;
  const decide = (choice: string, card?: CardId) =>
    perform(card ? { type: 'decide', choice, card } : { type: 'decide', choice });
  const hand = summary.titans[p.titan]?.hand ?? [];
  // "Undo the move" shares the row of the prompt's answers: on its own row under them it was half under the
  // bar's fold on phones (a trap's no-reaction prompt at 390×844 and 360×640).
  const undoButton = ownPrompt && canUndo && (
    <button type="button" className="btn btn--quiet" data-undo-move="" onClick={() => undo()}>
      {t('play.undoMove')}
    </button>
  );
  const showButton = !shown && (
    <button type="button" className="btn" onClick={reveal}>
      {t('play.showCards')}
    </button>
  );

  let body: React.ReactNode;
  if (p.kind === 'pirates') {
    const discards = legal.filter((a) => a.type === 'decide' && a.choice === 'discard');
    const lastLife = (summary.titans[p.titan]?.life ?? 2) <= 1;
    body = (
      <>
        <p>{t('play.piratesPrompt', { space: p.space ?? '', titan: TITANS[p.titan].name })}</p>
        {lastLife && (
          <p className="warning" role="alert">
            {discards.length > 0
              ? t('play.lastLifeCard', { titan: TITANS[p.titan].name })
              : t('play.lastLife', { titan: TITANS[p.titan].name })}
          </p>
        )}
        <div className="prompt-buttons">
          <button
            type="button"
            className={`btn ${lastLife ? 'btn--quiet' : 'btn--primary'}`}
            onClick={() => decide('life')}
          >
            {lastLife ? t('play.loseLastLife') : t('play.loseLife')}
          </button>
          {discards.length > 0 && showButton}
          {shown &&
            discards.map((a) =>
              a.type === 'decide' && a.card ? (
                <button key={a.card} type="button" className="btn" onClick={() => decide('discard', a.card)}>
                  {t('play.discardNamed', { card: cardName(a.card, cardNames) })}
                </button>
              ) : null,
            )}
          {undoButton}
        </div>
      </>
    );
  } else {
    const plays = legal.filter((a) => a.type === 'decide' && a.choice === 'play');
    // Its player claimed the call, sees their hand and can play nothing: no question, it goes on by itself.
    const nothing = claimed && shown && plays.length === 0;
    body = (
      <>
        <p>
          {p.cause
            ? t('play.aboutToLoseTo', { titan: TITANS[p.titan].name, cause: causeText(p.cause) })
            : t('play.aboutToLose', { titan: TITANS[p.titan].name })}
          {!nothing && ` ${t('play.playReaction')}`}
        </p>
        {nothing ? (
          <NothingToPlay animating={animating}>{undoButton}</NothingToPlay>
        ) : (
          <div className="prompt-buttons">
            {hand.length > 0 && showButton}
            {shown &&
              plays.map((a) =>
                a.type === 'decide' && a.card ? (
                  <button
                    key={a.card}
                    type="button"
                    className="btn btn--primary"
                    onClick={() => decide('play', a.card)}
                  >
                    {t('play.playNamed', { card: cardName(a.card, cardNames) })}
                  </button>
                ) : null,
              )}
            <button type="button" className="btn" onClick={() => decide('pass')}>
              {t('play.dontReact')}
            </button>
            {undoButton}
          </div>
        )}
      </>
    );
  }
  const claimHand =
    p.kind === 'reaction' &&
    claimed &&
    shown &&
    !legal.some((a) => a.type === 'decide' && a.choice === 'play');
  return (
    <>
      <section
        className="pending"
        role="alertdialog"
        aria-label={t('play.decisionFor', { who })}
        data-pending={p.kind}
        data-decider={p.titan}
      >
        <h3>{t('play.decisionFor', { who })}</h3>
        {body}
      </section>
      {claimHand && (
        <ClaimHand
          hand={hand}
          why={whyNothing(TITANS[p.titan].name, p.cause, hand, answeringCards(game), cardNames)}
        />
      )}
    </>
  );
}
