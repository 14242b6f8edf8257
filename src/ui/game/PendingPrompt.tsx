// A decision in the middle of resolving something (pirates, reaction): a prompt naming the player
// who decides. Card choices appear only once that player has shown their cards. (The pentacle reroll
// is no decision: it is a button of the turn, R7.5.)
import type { CardId } from '../../engine/types';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { cardName, TITANS } from '../meta';

const CAUSE: Record<string, string> = {
  push: 'a push',
  trap: 'a trap',
  lava: 'lava',
  pirates: 'the pirates',
  fire: "a fire statue's blast",
  strike: 'a strike',
  ability: 'an ability',
  card: 'a card',
  purple: 'the purple die',
  pentacle: 'the pentacle',
};

export function PendingPrompt() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const names = useGame((s) => s.names);
  const revealed = useGame((s) => s.ui.revealed);
  const perform = useGame((s) => s.perform);
  const reveal = useGame((s) => s.reveal);
  const undo = useGame((s) => s.undo);
  const canUndo = useGame((s) => s.turnHistory.length > 0);
  const p = summary.pending;
  if (!p) return null;
  // A prompt of the player whose turn it is keeps Undo at hand (another player's decision closes undo).
  const ownPrompt = playerOfTitan(game, p.titan) === playerOfTitan(game, summary.active);
  const player = playerOfTitan(game, p.titan);
  const who = `${names[player] ?? `Player ${player + 1}`} (${TITANS[p.titan].name})`;
  const shown = revealed === player;
  const cardNames = game.setup.options?.cardNames;
  const decide = (choice: string, card?: CardId) =>
    perform(card ? { type: 'decide', choice, card } : { type: 'decide', choice });
  const hand = summary.titans[p.titan]?.hand ?? [];
  const showButton = !shown && (
    <button type="button" className="btn" onClick={reveal}>
      Show my cards
    </button>
  );

  let body: React.ReactNode;
  if (p.kind === 'pirates') {
    const discards = legal.filter((a) => a.type === 'decide' && a.choice === 'discard');
    const lastLife = (summary.titans[p.titan]?.life ?? 2) <= 1;
    body = (
      <>
        <p>
          Pirates on {p.space}! {TITANS[p.titan].name} must pay: discard a Bonus card or lose 1 Life.
        </p>
        {lastLife && (
          <p className="warning" role="alert">
            {TITANS[p.titan].name} has 1 Life left: losing it knocks {TITANS[p.titan].name} out
            {discards.length > 0 ? ' — a card saves it.' : '.'}
          </p>
        )}
        <div className="prompt-buttons">
          <button
            type="button"
            className={`btn ${lastLife ? 'btn--quiet' : 'btn--primary'}`}
            onClick={() => decide('life')}
          >
            {lastLife ? 'Lose the last Life (knocked out)' : 'Lose 1 Life'}
          </button>
          {discards.length > 0 && showButton}
          {shown &&
            discards.map((a) =>
              a.type === 'decide' && a.card ? (
                <button key={a.card} type="button" className="btn" onClick={() => decide('discard', a.card)}>
                  Discard {cardName(a.card, cardNames)}
                </button>
              ) : null,
            )}
        </div>
      </>
    );
  } else {
    const plays = legal.filter((a) => a.type === 'decide' && a.choice === 'play');
    body = (
      <>
        <p>
          {TITANS[p.titan].name} is about to lose 1 Life{p.cause ? ` to ${CAUSE[p.cause] ?? p.cause}` : ''}.
          Play a reaction card?
        </p>
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
                  Play {cardName(a.card, cardNames)}
                </button>
              ) : null,
            )}
          {shown && plays.length === 0 && <span>No reaction card can be played.</span>}
          <button type="button" className="btn" onClick={() => decide('pass')}>
            Don't react
          </button>
        </div>
      </>
    );
  }
  return (
    <section
      className="pending"
      role="alertdialog"
      aria-label={`Decision for ${who}`}
      data-pending={p.kind}
      data-decider={p.titan}
    >
      <h3>Decision for {who}</h3>
      {body}
      {ownPrompt && canUndo && (
        <div className="prompt-buttons">
          <button type="button" className="btn btn--quiet" onClick={() => undo()}>
            Undo the move
          </button>
        </div>
      )}
    </section>
  );
}
