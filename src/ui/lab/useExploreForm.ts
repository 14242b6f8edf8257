// What a sweep varies or what B is in a comparison: the Balance view's fields beyond the form itself,
// as one value with one reducer (a field changed is a field set; B's circuits change one board at a time).
import { useReducer } from 'react';
import type { CardId, Element } from '../../engine/types';
import type { LabSweepKey } from './explore';
import { DEFAULT_HOUSE_RULES, type HouseRulesForm } from './HouseRules';

export interface ExploreForm {
  mode: 'report' | 'sweep' | 'compare';
  sweepKey: LabSweepKey;
  sweepCard: CardId;
  sweepValues: string;
  paintElement: Element;
  paintSpaces: string;
  versus: 'course' | 'rules';
  bIds: string[];
  bHouse: HouseRulesForm;
  bCard: CardId | '';
  bCardCount: number;
}

export const DEFAULT_EXPLORE_FORM: ExploreForm = {
  mode: 'report',
  sweepKey: 'laps',
  sweepCard: 'swiftnessPotion',
  sweepValues: '1, 2, 3, 4, 5',
  paintElement: 'lava',
  paintSpaces: '',
  versus: 'course',
  bIds: ['deadMansLagoon'],
  bHouse: DEFAULT_HOUSE_RULES,
  bCard: '',
  bCardCount: 0,
};

type ExploreEdit =
  | { [K in keyof ExploreForm]: { type: 'set'; key: K; value: ExploreForm[K] } }[keyof ExploreForm]
  /** B's circuit on one board of a Grand Slam (the boards not set yet take the first one). */
  | { type: 'bBoard'; board: number; id: string };

function exploreReducer(f: ExploreForm, e: ExploreEdit): ExploreForm {
  if (e.type === 'set') return { ...f, [e.key]: e.value };
  const ids = [0, 1, 2].map((j) => f.bIds[j] ?? f.bIds[0]);
  ids[e.board] = e.id;
  return { ...f, bIds: ids };
}

export function useExploreForm(initial: ExploreForm = DEFAULT_EXPLORE_FORM) {
  const [explore, edit] = useReducer(exploreReducer, initial);
  /** Set one field of the form. */
  const setExplore = <K extends keyof ExploreForm>(key: K, value: ExploreForm[K]) =>
    edit({ type: 'set', key, value } as ExploreEdit);
  return { explore, setExplore, edit };
}
