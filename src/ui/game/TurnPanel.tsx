// The turn's controls: the draft (who rolls), roll, the dice pool, guided choices with an exact preview,
// Confirm, the pentacle reroll, Undo, End turn. What is offered comes from the engine's legal actions.
import { undoRefusal, useGame } from '../../store/game';
import {
  draftRole,
  rerollCost,
  rerolledThisTurn,
  rollDue,
  type Guide,
  type Preview,
} from '../../store/guide';
import { TITANS } from '../meta';
import { DicePool } from './DicePool';
import { DraftOrder } from './DraftOrder';
import { GuidePanel } from './GuidePanel';
import { endTurnReason, turnHint } from './turnText';
import { AutoEndNote } from './AutoEndNote';
import { useT } from '../../i18n/useT';

export { BotTurn, DraftOrder } from './DraftOrder';
export { DicePool } from './DicePool';
export { GuidePanel } from './GuidePanel';
export { PreviewBox } from './PreviewBox';
export { draftStatus, turnHint } from './turnText';

/** The pentacle reroll (R7.5): a button while the engine offers it, with what it costs. */
function RerollNote() {
  const game = useGame((s) => s.game)!;
  const legal = useGame((s) => s.legal);
  const t = useT();
  const cost = rerollCost(game);
  if (!cost) return null;
  const name = TITANS[cost.titan].name;
  const before = legal.some(
    (a) => a.type === 'ability' || a.type === 'playBonus' || a.type === 'discardBonus',
  );
  if (cost.knocksOut)
    return (
      <p id="reroll-cost" className="warning reroll-cost" data-reroll-cost="knockout">
        {t('play.rerollLife', { before: cost.before, after: cost.after })}{' '}
        {t('play.rerollKnocksOut', { name })}
      </p>
    );
  return (
    <p id="reroll-cost" className="reroll-cost" data-reroll-cost="">
      <strong>{t('play.rerollLife', { before: cost.before, after: cost.after })}</strong>{' '}
      {t('play.rerollThen')}
      {before && ` ${t('play.rerollBefore')}`}
    </p>
  );
}

export function TurnPanel({ g, preview }: { g: Guide | null; preview: Preview | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const undo = useGame((s) => s.undo);
  const undoWhyNot = useGame(undoRefusal);
  const rerolled = useGame((s) => rerolledThisTurn(s.log, s.summary!.active));
  const active = summary.active;
  const types = new Set(legal.map((a) => a.type));
  const ko = !!summary.titans[active]?.ko;
  const roll = rollDue(game, legal);
  const role = draftRole(game);
  const canReroll = types.has('reroll');
  const t = useT();
  return (
    <section className="turn" aria-label={t('play.yourTurn')}>
      <p className="turn-hint">{turnHint(types, TITANS[active].name, ko, roll, role, rerolled)}</p>
      <DraftOrder />
      {roll && (
        <button
          type="button"
          className="btn btn--primary btn--big"
          data-roll={roll}
          onClick={() => perform({ type: 'roll' })}
        >
          {roll === 'last' ? t('play.rerollAll') : t('play.roll')}
        </button>
      )}
      <DicePool />
      {g && <GuidePanel g={g} preview={preview} />}
      <div className="turn-buttons">
        {canReroll && (
          <button
            type="button"
            className="btn btn--big btn--reroll"
            aria-describedby="reroll-cost"
            onClick={() => perform({ type: 'reroll' })}
          >
            {t('play.rerollPentacle')}
          </button>
        )}
        <button
          type="button"
          className={`btn ${types.has('endTurn') && !types.has('dieAction') ? 'btn--primary' : 'btn--quiet'}`}
          onClick={() => perform({ type: 'endTurn' })}
          disabled={!types.has('endTurn')}
          title={types.has('endTurn') ? t('play.endTurnTitle') : endTurnReason(types)}
        >
          {t('play.endTurn')}
        </button>
        <button
          type="button"
          className="btn btn--quiet"
          onClick={() => undo()}
          disabled={undoWhyNot !== null}
          title={undoWhyNot ?? t('play.undoTitle')}
        >
          {t('play.undo')}
        </button>
      </div>
      <AutoEndNote />
      {(!types.has('endTurn') || undoWhyNot) && (
        <p className="hint turn-why" data-why-disabled="">
          {!types.has('endTurn') && `${endTurnReason(types)} `}
          {undoWhyNot}
        </p>
      )}
      {canReroll && <RerollNote />}
    </section>
  );
}
