// The lab's Balance form as stored in localStorage (src/ui/lab/balanceSettings.ts): each field has its own
// schema, parsed deep, so a field that fails falls back to its default alone and is named. Fields that only
// make sense together (a Grand Slam and its three courses, each Titan and its bot) are one field here.
import * as v from 'valibot';
import { ELEMENTS } from '../engine/types';
import { LAB_SWEEP_KEYS } from '../ui/lab/explore';
import { botLevel, cardId, count, list, MAX_LAB_GAMES, seed, text, titanId } from './core';

const circuitIds = v.pipe(list(text(200), 3), v.minLength(1));

const houseRules = v.strictObject({
  laps: text(20),
  maxLife: text(20),
  handSize: text(20),
  trapSupply: text(20),
  reactions: v.picklist(['eligible', 'always', 'never']),
});

/** The Balance form's fields (balanceForm.ts `Form`), by the name they are stored under. */
export const balanceFieldSchemas = {
  course: v.pipe(
    v.strictObject({ slam: v.boolean(), ids: circuitIds }),
    v.check((c) => c.ids.length === (c.slam ? 3 : 1)),
  ),
  seats: v.pipe(
    v.strictObject({ titans: list(titanId, 6), bots: list(botLevel, 6) }),
    v.check((s) => s.titans.length >= 3 && s.titans.length === s.bots.length),
    v.check((s) => new Set(s.titans).size === s.titans.length),
  ),
  games: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
  seed,
  house: houseRules,
  teams: v.boolean(),
  abilities: v.boolean(),
  cards: v.boolean(),
  /** The second family ('' = none; random is not offered: it cross-checks nothing). */
  cross: v.picklist(['', 'greedy', 'expert', 'master']),
  crossGames: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
};

/** What a sweep varies or what B is in a comparison (useExploreForm.ts `ExploreForm`). */
export const exploreFieldSchemas = {
  mode: v.picklist(['report', 'sweep', 'compare']),
  sweepKey: v.picklist(LAB_SWEEP_KEYS),
  sweepCard: cardId,
  sweepValues: text(500),
  paintElement: v.picklist(ELEMENTS),
  paintSpaces: text(500),
  versus: v.picklist(['course', 'rules']),
  bIds: circuitIds,
  bHouse: houseRules,
  bCard: v.union([v.literal(''), cardId]),
  bCardCount: count(100),
};
