// What the active player should do now, in words: the status bar's draft, the turn panel's hint, and why
// End turn is not possible yet.
import type { Draft, DraftRole } from '../../store/guide';
import { t } from '../../i18n';
import { applyAction } from '../../engine';
import type { CardId, GameState } from '../../engine/types';
import { cardName } from '../meta';
import { engineErrorText, refused, type Problem } from '../../i18n/errors';
import '../../i18n/tableMessages';

/** The draft in the status bar: what the active Titan does with the dice now, or ''. */
export function draftStatus(roll: 'first' | 'last' | null, role: DraftRole, choosing: boolean): string {
  if (roll === 'first') return t('play.statusRollFirst');
  if (roll === 'last') return t('play.statusRollLast');
  if (choosing && role === 'middle') return t('play.statusTakeDie');
  if (choosing) return t('play.statusChooseDie');
  return '';
}

/** What the active player should do now, in a sentence. */
export function turnHint(
  legalTypes: Set<string>,
  activeName: string,
  ko: boolean,
  roll: 'first' | 'last' | null = null,
  role: DraftRole = 'first',
  rerolled = false,
): string {
  if (roll === 'first') return t('play.hintRollFirst', { name: activeName });
  if (roll === 'last') return t('play.hintRollLast', { name: activeName });
  if (legalTypes.has('chooseDie'))
    return role === 'middle'
      ? t('play.hintTakeDie', { name: activeName })
      : t('play.hintChooseDie', { name: activeName });
  if (ko && legalTypes.size === 1 && legalTypes.has('endTurn'))
    return t('play.hintKnockedOut', { name: activeName });
  if (rerolled && legalTypes.has('dieAction')) return t('play.hintRerolled', { name: activeName });
  if (legalTypes.has('reroll'))
    return legalTypes.has('ability') || legalTypes.has('playBonus') || legalTypes.has('discardBonus')
      ? t('play.hintPentacleOrAbility', { name: activeName })
      : t('play.hintPentacle', { name: activeName });
  if (legalTypes.has('endTurn') && !legalTypes.has('dieAction')) {
    const ability = legalTypes.has('ability');
    const card = legalTypes.has('playBonus') || legalTypes.has('discardBonus');
    // Only what the engine offers: no ability or card on the first turn (R9.2), none left once used.
    const rest =
      ability && card
        ? t('play.restAbilityOrCard')
        : ability
          ? t('play.restAbility')
          : card
            ? t('play.restCard')
            : t('play.restEnd');
    return t('play.hintDone', { name: activeName, rest });
  }
  return t('play.hintTakeTurn', { name: activeName });
}

/** A card's or the ability's question left open in the turn (the card worded as the game names it). */
export type OpenQuestion = { mode: 'bonus'; card: string } | { mode: 'ability' };

/** The question a card or the ability asks now, or null (the die's own question is no such question). */
export function openQuestion(
  draft: Draft | null,
  cardNames?: Partial<Record<CardId, string>>,
): OpenQuestion | null {
  if (draft?.mode === 'bonus' && draft.card) return { mode: 'bonus', card: cardName(draft.card, cardNames) };
  if (draft?.mode === 'ability') return { mode: 'ability' };
  return null;
}

/**
 * Why End turn is not possible yet (R9.3: the turn ends once the die's action is done). `open`: the card
 * or the ability whose question is open — its answer or its Cancel comes first (docs/rulings.md 30).
 */
export function endTurnReason(types: Set<string>, open: OpenQuestion | null = null): string {
  if (open?.mode === 'bonus') return t('play.endTurnCardOpen', { card: open.card });
  if (open?.mode === 'ability') return t('play.endTurnAbilityOpen');
  if (types.has('roll')) return t('play.endTurnRollFirst');
  if (types.has('chooseDie')) return t('play.endTurnChooseFirst');
  if (types.has('enter')) return t('play.endTurnEnterFirst');
  return t('play.endTurnActFirst');
}

/**
 * Why the active Titan's ability cannot be used now, in the engine's own words (first turn, knocked out,
 * after a pentacle reroll, already used, or this Titan's reason: no Titan behind Rassïk, no free space
 * round Grinder…), or null when it can. Asked of the engine itself, so the reason is never a second copy.
 */
export function abilityReason(game: GameState): string | null {
  return abilityRefusal(game)?.text ?? null;
}

/**
 * abilityReason, and whether it is the Titan's own (R10: no Titan behind Rassïk, none next to Craken…,
 * the engine's `params.why`) rather than a rule of the turn (first turn, knocked out, after a reroll,
 * already used), which the turn's hint already says.
 */
export function abilityRefusal(game: GameState): { text: string; own: boolean; problem: Problem } | null {
  const r = applyAction(game, { type: 'ability' });
  // A use that needs a target or a direction is refused for lacking it: the ability itself is usable.
  if (r.ok || r.error.reason === 'notLegalUse') return null;
  return {
    text: engineErrorText(r.error),
    problem: refused(r.error),
    own: typeof r.error.params?.why === 'string' && r.error.params.why !== '',
  };
}
