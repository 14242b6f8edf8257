// Which house rules a Suggest search plays when the designer opens Suggest from its tab: the game they were
// balancing, so the Balance form's house rules as kept in this browser (balanceSettings.ts) — unless
// Suggest's own form set its own (changed there, handed over by a Balance report, a saved search reopened).
import type { GameOptions } from '../../engine/types';
import { DEFAULT_FORM } from './balanceForm';
import { loadBalanceSettings } from './balanceSettings';
import { houseRules } from './HouseRules';
import { DEFAULT_EXPLORE_FORM } from './useExploreForm';

export interface Rules {
  laps?: number;
  options?: GameOptions;
}

/** The Balance form's house rules as kept in this browser (none kept: the rule book's). */
export function balanceHouseRules(): Rules {
  return houseRules(loadBalanceSettings({ form: DEFAULT_FORM, explore: DEFAULT_EXPLORE_FORM }).form.house);
}

/** Every key of every level in one order: two option sets written in another order read the same. */
function canonical(x: unknown): string {
  const keys = new Set<string>();
  JSON.stringify(x, (k, v: unknown) => (keys.add(k), v));
  return JSON.stringify(x, [...keys].sort());
}

const rulesOf = (r: Rules): Rules => ({
  laps: r.laps,
  options: r.options && Object.keys(r.options).length > 0 ? r.options : undefined,
});

export const sameRules = (a: Rules, b: Rules): boolean => canonical(rulesOf(a)) === canonical(rulesOf(b));

/** `f` playing `rules`, marked as its own unless they are the Balance form's (then it follows Balance's). */
export function withRules<F extends Rules & { ownRules?: boolean }>(f: F, rules: Rules, balance: Rules): F {
  return { ...f, laps: rules.laps, options: rules.options, ownRules: !sameRules(rules, balance) };
}

/**
 * The form a Suggest view opens with: a kept form whose house rules were its own keeps them (one kept
 * before this flag existed: when it had any); any other plays the Balance form's.
 */
export function openingRules<F extends Rules & { ownRules?: boolean }>(f: F, balance: Rules): F {
  const own = f.ownRules ?? (f.laps !== undefined || f.options !== undefined);
  return withRules(f, own ? f : balance, balance);
}
