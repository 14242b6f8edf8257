// The dice pool (R4.2): the dice as they lie, a button each when the player may choose one.
import { useGame } from '../../store/game';
import { rollDue } from '../../store/guide';
import { Die } from './Die';

/** Why the pool is empty, in the draft's words (R4.2). */
function emptyPool(roll: 'first' | 'last' | null): string {
  if (roll === 'first') return 'No dice in the pool: the round starts with a fresh roll of every die.';
  if (roll === 'last')
    return "The die left in the pool and every die on the Titans' boards come back for the reroll.";
  return 'No dice in the pool.';
}

export function DicePool({ readOnly = false }: { readOnly?: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const choosable = !readOnly && legal.some((a) => a.type === 'chooseDie');
  return (
    <div className="pool" data-pool="" aria-label="Dice pool">
      {summary.dice.length === 0 ? (
        <span className="pool-empty">{emptyPool(rollDue(game, legal))}</span>
      ) : (
        summary.dice.map((f, i) => (
          <Die
            key={`${i}${f}`}
            face={f}
            onChoose={choosable ? () => perform({ type: 'chooseDie', die: i }) : undefined}
          />
        ))
      )}
    </div>
  );
}
