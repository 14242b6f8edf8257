// The lab's Balance and Suggest forms as stored in localStorage (src/ui/lab/balanceSettings.ts): each field has its own
// schema, parsed deep, so a field that fails falls back to its default alone and is named. Fields that only
// make sense together (a Grand Slam and its three courses, each Titan and its bot) are one field here.
import * as v from 'valibot';
import { ELEMENTS } from '../engine/types';
import { LAB_SWEEP_KEYS } from '../ui/lab/explore';
import { OBJECTIVES } from '../sim/suggest/objective';
import {
  botLevel,
  cardId,
  count,
  dict,
  houseOptionEntries,
  list,
  MAX_LAB_GAMES,
  seed,
  text,
  titanId,
} from './core';

const circuitIds = v.pipe(list(text(200), 3), v.minLength(1));

const houseRules = v.strictObject({
  laps: text(20),
  maxLife: text(20),
  handSize: text(20),
  trapSupply: text(20),
  reactions: v.picklist(['eligible', 'always', 'never']),
});

const course = v.pipe(
  v.strictObject({ slam: v.boolean(), ids: circuitIds }),
  v.check((c) => c.ids.length === (c.slam ? 3 : 1)),
);

/** The Batch view's fields (useBatchLab.ts): each seat a Titan (once) and its bot. */
export const batchFieldSchemas = {
  courseA: course,
  compare: v.boolean(),
  courseB: course,
  seats: v.pipe(
    list(v.strictObject({ titan: titanId, bot: botLevel }), 6),
    v.check((s) => s.length >= 3 && new Set(s.map((x) => x.titan)).size === s.length),
  ),
  games: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
  seed,
  rotate: v.boolean(),
  house: houseRules,
  teams: v.boolean(),
  figure: v.picklist(['visits', 'lifeLost', 'trapsSprung']),
};

/** The Balance form's fields (balanceForm.ts `Form`), by the name they are stored under. */
export const balanceFieldSchemas = {
  course,
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

/** Suggest's form (useSuggestLab.ts `SuggestForm`); its house rules as the form holds them (the engine
 * checks their ranges when the search is set up). */
export const suggestFieldSchemas = {
  circuitId: text(200),
  titans: v.pipe(
    list(titanId, 6),
    v.check((t) => t.length >= 3 && new Set(t).size === t.length),
  ),
  bot: botLevel,
  objective: v.picklist(OBJECTIVES),
  target: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1000)),
  games: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
  seed,
  maxSpaces: v.pipe(count(3), v.minValue(1)),
  laps: count(100),
  options: v.strictObject(houseOptionEntries),
  /** Its house rules are its own (else it plays the Balance form's: suggestRules.ts). */
  ownRules: v.boolean(),
};

/** Beside each stored form: the names of the circuits it names, to say which one was deleted since. */
export const circuitNamesSchema = dict(text(200), 8);
