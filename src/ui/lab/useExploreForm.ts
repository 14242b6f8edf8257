// What a sweep varies or what B is in a comparison: the Balance view's fields beyond the form itself.
import { useState } from 'react';
import type { CardId, Element } from '../../engine/types';
import type { LabSweepKey } from './explore';
import { DEFAULT_HOUSE_RULES, type HouseRulesForm } from './HouseRules';

export function useExploreForm() {
  const [mode, setMode] = useState<'report' | 'sweep' | 'compare'>('report');
  const [sweepKey, setSweepKey] = useState<LabSweepKey>('laps');
  const [sweepCard, setSweepCard] = useState<CardId>('swiftnessPotion');
  const [sweepValues, setSweepValues] = useState('1, 2, 3, 4, 5');
  const [paintElement, setPaintElement] = useState<Element>('lava');
  const [paintSpaces, setPaintSpaces] = useState('');
  const [versus, setVersus] = useState<'course' | 'rules'>('course');
  const [bIds, setBIds] = useState<string[]>(['deadMansLagoon']);
  const [bHouse, setBHouse] = useState<HouseRulesForm>(DEFAULT_HOUSE_RULES);
  const [bCard, setBCard] = useState<CardId | ''>('');
  const [bCardCount, setBCardCount] = useState(0);
  return {
    mode,
    setMode,
    sweepKey,
    setSweepKey,
    sweepCard,
    setSweepCard,
    sweepValues,
    setSweepValues,
    paintElement,
    setPaintElement,
    paintSpaces,
    setPaintSpaces,
    versus,
    setVersus,
    bIds,
    setBIds,
    bHouse,
    setBHouse,
    bCard,
    setBCard,
    bCardCount,
    setBCardCount,
  };
}
