// The win-rate bars of a batch report: one per seat (Titan, and its bot unless the bots rotated); with
// the Titans rotated over the seats, one per Titan and one per turn position.
import type { TitanId } from '../../engine/types';
import type { Report } from '../../sim/report';
import { TITANS } from '../meta';
import type { WinBar } from './charts';
import { t } from '../../i18n';

export function winBars(r: Report): WinBar[] {
  return r.titans.map((id, i) => ({
    label: TITANS[id as TitanId].name,
    sub: r.rotate ? t('lab.rotated') : r.bots[i],
    colour: TITANS[id as TitanId].colour,
    ci: r.winRateBySeat[i],
    wins: r.winsBySeat[i],
  }));
}

/** One bar per Titan (when the Titans rotate over the seats, a seat is no Titan's). */
export function titanBars(r: Report): WinBar[] {
  return r.titans.map((id) => ({
    label: TITANS[id as TitanId].name,
    colour: TITANS[id as TitanId].colour,
    ci: r.winRateByTitan[id],
    wins: r.winsByTitan[id] ?? 0,
  }));
}

/** One bar per turn position, the first player first (absent in older reports). */
export function positionBars(r: Report): WinBar[] {
  return (r.winRateByPosition ?? []).map((ci, p) => ({
    label: t('lab.turnPositionN', { n: p + 1 }),
    colour: '#7a7a7a',
    ci,
    wins: r.winsByPosition?.[p] ?? 0,
  }));
}
