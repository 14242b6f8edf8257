// The win-rate bars of a batch report: one per seat (Titan, and its bot unless the bots rotated).
import type { TitanId } from '../../engine/types';
import type { Report } from '../../sim/report';
import { TITANS } from '../meta';
import type { WinBar } from './charts';

export function winBars(r: Report): WinBar[] {
  return r.titans.map((t, i) => ({
    label: TITANS[t as TitanId].name,
    sub: r.rotate ? 'rotated' : r.bots[i],
    colour: TITANS[t as TitanId].colour,
    ci: r.winRateBySeat[i],
    wins: r.winsBySeat[i],
  }));
}
