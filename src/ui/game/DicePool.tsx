// The dice pool (R4.2): the dice as they lie, a button each when the player may choose one.
import { useGame } from '../../store/game';
import { draftRole, rollDue } from '../../store/guide';
import { Die, dieShort, type DieCaption } from './Die';
import { TITAN_COLOUR } from '../../engine/data';
import { TITANS } from '../meta';
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
  // Once the Titan on turn holds its die, what lies in the pool is the later Titans' — or, after the round's
  // last choice, nobody's (R4.2) — said so, and without the own-colour mark, which spoke to a Titan that can
  // take no other die ("♥ +1 Life" under the red dice left after Grinder took red read as a die to take).
  const left = !!game.titans[game.active]?.die && summary.dice.length > 0;
  const leftTitle =
    draftRole(game) === 'last'
      ? t('play.poolLeftUnused')
      : t('play.poolLeft', { titan: TITANS[game.titans[game.active]!.id].name });
  return (
    <>
      {left && (
        <p className="pool-left-title" aria-hidden="true">
          {leftTitle}
        </p>
      )}
      <div
        className={`pool${left ? ' pool--left' : ''}`}
        data-pool=""
        data-pool-left={left ? '' : undefined}
        aria-label={left ? leftTitle : t('play.dicePool')}
      >
        {summary.dice.length === 0 ? (
          <span className="pool-empty">{emptyPool(rollDue(game, legal))}</span>
        ) : (
          summary.dice.map((f, i) => (
            <Die
              key={`${i}${f}`}
              face={f}
              caption={left ? { text: poolCaption(game, f).text, own: null } : poolCaption(game, f)}
              onChoose={choosable ? () => perform({ type: 'chooseDie', die: i }) : undefined}
            />
          ))
        )}
      </div>
    </>
  );
}
