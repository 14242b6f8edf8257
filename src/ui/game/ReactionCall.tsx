// The open reaction call (store/reactionCall.ts): a short "Reaction?" strip naming the Titan about to lose
// Life and its player. Its player taps their name to take the device and answer privately (and may still
// decline); otherwise the call goes on by itself after the pause of the settings, or at once when the
// mover presses "Go on". Nobody is handed the device for a reaction they did not claim.
import { useEffect } from 'react';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { answeringCards } from '../../store/reactionCall';
import { cardName, TITANS } from '../meta';
import { causeText } from './PendingPrompt';
import { useT } from '../../i18n/useT';
import { useSettled } from '../useSettled';
import '../../i18n/tableMessages';
import { playerName } from '../playerName';

export function ReactionCall({ animating }: { animating: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const names = useGame((s) => s.names);
  const pause = useGame((s) => s.settings.reactionPause);
  const claim = useGame((s) => s.claimReaction);
  const letGo = useGame((s) => s.letReactionGo);
  const t = useT();
  // A tap aimed at the call that just went on does not answer the next one (useSettled.ts).
  const settled = useSettled(game);
  const p = summary.pending;
  // The pause starts once the tokens have stopped, so the table sees what is about to hurt whom.
  // With no pause set (0), it waits for a claim or "Go on": a table that reads slowly (play-test 49: a
  // Shield's holder lost the Life to a 3 s call before finding the card).
  useEffect(() => {
    if (animating || pause === 0) return;
    const id = setTimeout(() => letGo(), pause);
    return () => clearTimeout(id);
  }, [game, animating, pause, letGo]);
  if (!p) return null;
  const titan = TITANS[p.titan].name;
  const player = playerOfTitan(game, p.titan);
  const who = playerName(names, player);
  const cards = summary.titans[p.titan]?.hand.length ?? 0;
  // What the rules let answer this trigger (the engine's answers, whatever the hands): a family knows
  // whether a claim can be worth it; it says nothing of who holds what.
  const answers = answeringCards(game).map((c) => cardName(c, game.setup.options?.cardNames));
  return (
    <section className="reaction-call" data-reaction-call="" aria-live="polite" aria-labelledby="call-title">
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
      {pause > 0 && (
        <span
          className="reaction-call-clock"
          style={{ animationDuration: `${pause}ms` }}
          aria-hidden="true"
        />
      )}
      <div className="prompt-buttons">
        <button
          type="button"
          className="btn btn--claim"
          data-claim={p.titan}
          disabled={!settled}
          onClick={claim}
        >
          {t('call.claim', { who, titan })}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-call-go=""
          disabled={!settled}
          onClick={() => letGo()}
        >
          {t('call.goOn')}
        </button>
      </div>
    </section>
  );
}
