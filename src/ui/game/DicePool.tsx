// The dice pool (R4.2): the dice as they lie, a button each when the player may choose one.
import { useGame } from '../../store/game';
import { rollDue } from '../../store/guide';
import { Die, dieShort, type DieCaption } from './Die';
import { TITAN_COLOUR } from '../../engine/data';
import type { Face, GameState } from '../../engine/types';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

/** Why the pool is empty, in the draft's words (R4.2). */
function emptyPool(roll: 'first' | 'last' | null): string {
  if (roll === 'first') return t('play.poolEmptyFirst');
  if (roll === 'last') return t('play.poolEmptyLast');
  return t('play.poolEmpty');
}

/**
 * Each die's words, and the own-colour mark for the Titan choosing (R4.3: +1 Life, up to its maximum;
 * Chtoolhoo gains nothing from purple, and a knocked-out Titan nothing at all).
 */
export function poolCaption(game: GameState, face: Face): DieCaption {
  const T = game.titans[game.active];
  const mine = !!T && face === TITAN_COLOUR[T.id] && T.id !== 'chtoolhoo' && !T.ko;
  const own = !mine ? null : T.life < T.maxLife ? 'gain' : 'full';
  return { text: dieShort(face, T?.id === 'chtoolhoo'), own };
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
            caption={poolCaption(game, f)}
            onChoose={choosable ? () => perform({ type: 'chooseDie', die: i }) : undefined}
          />
        ))
      )}
    </div>
  );
}
