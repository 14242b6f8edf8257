// The board's geometry in SVG units: spacing, margins, where each space's centre is.
import { ROWS_PER_BOARD, spaceCol, spaceRow } from '../../engine/board';

export const DX = 64; // horizontal distance between neighbouring columns
export const DY = 42; // vertical distance between neighbouring rows
export const R = 22; // space radius: 44 px touch targets at scale 1
export const HIT_R = 34; // a painted space's hit disc: 44 px pressed down to scale 0.65; neighbours are 76 apart
export const ML = 46; // left margin (row numbers, wrap arrows)
export const MR = 46;
export const MT = 60;
/** The finish line's strip at the top of a Grand Slam (BoardFrame draws it from y 20 to 28). */
export const FINISH_Y = 24;

/** The start / finish line below row 1 (BoardFrame's StartArea). */
export const startLineY = (boards: number): number => rowY(1, boards) + R + 26;
const MB = 84; // bottom margin (column letters, start area)
const BOARD_GAP = 30; // room for the board names between the boards of a Grand Slam strip

/** Centre y of a global row (1 = bottom of board 1). */
export function rowY(globalRow: number, boards: number): number {
  const rows = boards * ROWS_PER_BOARD;
  const board = Math.ceil(globalRow / ROWS_PER_BOARD);
  const top = MT + R + (boards > 1 ? BOARD_GAP : 0);
  return top + (rows - globalRow) * DY + (boards - board) * BOARD_GAP;
}

export function boardSize(boards: number): { width: number; height: number } {
  const rows = boards * ROWS_PER_BOARD;
  return {
    width: ML + MR + 2 * R + 5 * DX,
    height: MT + MB + 2 * R + (rows - 1) * DY + (boards > 1 ? boards * BOARD_GAP : 0),
  };
}

/** Centre of a space in SVG units. */
export function spaceXY(s: number, boards: number): { x: number; y: number } {
  const row = spaceRow(s);
  const col = spaceCol(s);
  return { x: ML + R + col * DX, y: rowY(row, boards) };
}

export function heatColour(v: number): string {
  // Light yellow → orange → deep red: readable with and without colour vision (lightness varies).
  const t = Math.max(0, Math.min(1, v));
  const h = 55 - 55 * t;
  const l = 85 - 50 * t;
  return `hsl(${h}, 90%, ${l}%)`;
}
