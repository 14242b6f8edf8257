// The dice pool (R4.2): the dice as they lie, a button each when the player may choose one.
import { useGame } from '../../store/game';
import { rollDue } from '../../store/guide';
import { Die } from './Die';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';

/** Why the pool is empty, in the draft's words (R4.2). */
function emptyPool(roll: 'first' | 'last' | null): string {
  if (roll === 'first') return t('play.poolEmptyFirst');
  if (roll === 'last') return t('play.poolEmptyLast');
  return t('play.poolEmpty');
}

export function DicePool({ readOnly = false }: { readOnly?: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  useT();
  const choosable = !readOnly && legal.some((a) => a.type === 'chooseDie');
  return (
    <div className="pool" data-pool="" aria-label={t('play.dicePool')}>
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
