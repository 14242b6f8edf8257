// Between players on a shared screen: "Pass the device to …" — hides everything private until dismissed.
import { useEffect, useRef } from 'react';
import { useGame } from '../../store/game';
import { TITANS } from '../meta';

export function HandOff() {
  const player = useGame((s) => s.ui.handoff);
  const game = useGame((s) => s.game);
  const names = useGame((s) => s.names);
  const dismiss = useGame((s) => s.dismissHandoff);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [player]);
  if (player === null || !game) return null;
  const name = names[player] ?? `Player ${player + 1}`;
  const titans = (game.players[player] ?? []).map((i) => TITANS[game.titans[i].id].name).join(' & ');
  // Say why the device comes back: a decision in the middle of someone else's turn, or a turn.
  const p = game.pending;
  const forDecision = p !== null && (game.players[player] ?? []).includes(p.titan);
  const reason = forDecision
    ? // A reaction is not named: in games where only holders are asked, that would say more than needed.
      `${TITANS[game.titans[p.titan].id].name} has a decision to make${p.kind === 'pirates' ? ' about the pirates' : ''} during ${TITANS[game.titans[game.active].id].name}'s turn.`
    : `It is ${TITANS[game.titans[game.active].id].name}'s turn.`;
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="handoff-title"
      data-handoff={forDecision ? 'decision' : 'turn'}
    >
      <div className="overlay-box">
        <h2 id="handoff-title">Pass the device to {name}</h2>
        <p>{reason}</p>
        <p>
          {name} plays {titans}. The others, please look away from the cards.
        </p>
        <button ref={ref} type="button" className="btn btn--primary btn--big" onClick={dismiss}>
          I am {name} — continue
        </button>
      </div>
    </div>
  );
}
