// The win-rate bars of a batch report: one per seat (Titan, and its bot unless the bots rotated).
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
