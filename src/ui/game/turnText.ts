// What the active player should do now, in words: the status bar's draft, the turn panel's hint, and why
// End turn is not possible yet.
import type { DraftRole } from '../../store/guide';

/** The draft in the status bar: what the active Titan does with the dice now, or ''. */
export function draftStatus(roll: 'first' | 'last' | null, role: DraftRole, choosing: boolean): string {
  if (roll === 'first') return 'rolls all the dice to open the round';
  if (roll === 'last') return 'last of the round: rerolls all the dice';
  if (choosing && role === 'middle') return 'takes a die from the pool as it lies';
  if (choosing) return 'chooses a die from the roll';
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
  if (roll === 'first')
    return `${activeName}: you open the round — roll all the dice, then choose one. Its face is your action this turn.`;
  if (roll === 'last')
    return `${activeName}: you are last this round — reroll all the dice (every die comes back), then choose one from the fresh roll.`;
  if (legalTypes.has('chooseDie'))
    return role === 'middle'
      ? `${activeName}: choose a die from the pool as it lies (you do not roll). Its face is your action this turn.`
      : `${activeName}: choose a die from the pool. Its face is your action this turn.`;
  if (ko && legalTypes.size === 1 && legalTypes.has('endTurn'))
    return `${activeName} is knocked out and passes this turn: end the turn.`;
  if (rerolled && legalTypes.has('dieAction'))
    return `${activeName}: you rerolled on the pentacle — perform the new face's action (no ability or card now).`;
  if (legalTypes.has('reroll'))
    return legalTypes.has('ability') || legalTypes.has('playBonus') || legalTypes.has('discardBonus')
      ? `${activeName}: your die's action ended on the pentacle. Reroll it (−1 Life), use your ability or a card first, or end the turn.`
      : `${activeName}: your die's action ended on the pentacle. Reroll it (−1 Life) or end the turn.`;
  if (legalTypes.has('endTurn') && !legalTypes.has('dieAction')) {
    const ability = legalTypes.has('ability');
    const card = legalTypes.has('playBonus') || legalTypes.has('discardBonus');
    // Only what the engine offers: no ability or card on the first turn (R9.2), none left once used.
    const rest =
      ability && card
        ? 'Use your ability or a card, or end'
        : ability
          ? 'Use your ability or end'
          : card
            ? 'Play or discard a card, or end'
            : 'End';
    return `${activeName}: your die's action is done. ${rest} the turn.`;
  }
  return `${activeName}: take your turn.`;
}

/** Why End turn is not possible yet (R9.3: the turn ends once the die's action is done). */
export function endTurnReason(types: Set<string>): string {
  if (types.has('roll')) return 'End turn: roll the dice first.';
  if (types.has('chooseDie')) return 'End turn: choose a die first.';
  if (types.has('enter')) return 'End turn: enter the board with your die first.';
  return 'End turn: perform your die’s action first.';
}
