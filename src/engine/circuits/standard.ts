// R7 — the six standard circuits, as data. Positions fixed by the rulebook's examples are marked
// with their rule; everything else is [house] design (see docs/circuits.md for the intent).
// A1, C1, E1 (the start spaces) are plain on all six. Every circuit is frozen: copy before editing.
import type { Circuit, CircuitId } from '../types';

function freeze(c: Circuit): Circuit {
  Object.freeze(c.spaces);
  return Object.freeze(c);
}

/** R7.1 Lava: E5, F6 fixed (D4 and C3 plain). Four pools of two, one per quarter of the lap. */
const KALDHEIRA: Circuit = freeze({
  id: 'kaldheira',
  name: 'Kaldheira — the pools of doom',
  description:
    'Four pools of lava climb the board in pairs, and every lightning bolt sits on the rim of one.',
  spaces: {
    F2: 'lava',
    A3: 'lava',
    F4: 'bonus',
    C5: 'bonus',
    E5: 'lava', // R7.1
    F6: 'lava', // R7.1
    C7: 'lava',
    E7: 'bonus',
    B8: 'bonus',
    D8: 'lava',
    D10: 'bonus',
    A11: 'bonus',
    C11: 'lava',
    B12: 'lava',
  },
});

/** R7.2 Pirates: B8, C9 fixed (A7 and D10 plain). A pirate cove mid-board and crews at the edges. */
const DEAD_MANS_LAGOON: Circuit = freeze({
  id: 'deadMansLagoon',
  name: "Dead Man's Lagoon",
  description:
    'Pirate crews guard the treasure: each lightning bolt lies within one step of a crew that wants your cards.',
  spaces: {
    F2: 'pirates',
    A3: 'bonus',
    E3: 'pirates',
    A5: 'pirates',
    E5: 'bonus',
    B6: 'bonus',
    F6: 'pirates',
    C7: 'pirates',
    B8: 'pirates', // R7.2
    D8: 'bonus',
    C9: 'pirates', // R7.2
    C11: 'bonus',
    D12: 'pirates',
    F12: 'bonus',
  },
});

/** R7.3 Fire statues: D6 fixed (B4, C5 plain; none of D6's neighbours a statue). Six lone statues. */
const BAN_KOG: Circuit = freeze({
  id: 'banKog',
  name: 'The ruins of Ban-Kog',
  description:
    'Six fire statues stand alone among the ruins, one in every column, and the lightning bolts lie in their blast.',
  spaces: {
    F2: 'fireStatue',
    A3: 'bonus',
    C3: 'fireStatue',
    D4: 'bonus',
    D6: 'fireStatue', // R7.3
    E7: 'bonus',
    B8: 'fireStatue',
    C9: 'bonus',
    E9: 'fireStatue',
    F10: 'bonus',
    A11: 'fireStatue',
    B12: 'bonus',
  },
});

/** R7.4 Ramps: super-ramp R at A3 fixed (B4, C5 jumped and plain; D6, D8 plain). */
const MOLTENCHEST: Circuit = freeze({
  id: 'moltenchest',
  name: 'Moltenchest — the forbidden foundry',
  description: 'Ramps fling you ahead but jump the lightning bolts and drop you where the next Titan lands.',
  spaces: {
    D2: 'multiRamp',
    F2: 'bonus',
    A3: 'superRampR', // R7.4
    D4: 'bonus',
    A5: 'bonus',
    E5: 'superRampL',
    B6: 'superRampR',
    C7: 'bonus',
    F8: 'superRampL',
    C9: 'multiRamp',
    B10: 'bonus',
    A11: 'multiRamp',
    E11: 'bonus',
  },
});

/** R7.5 Pentacle: one five-space eye (C5, E5, C7, E7, D8) around its pupil D6, a bonus space. */
const ANGLIEH: Circuit = freeze({
  id: 'anglieh',
  name: "Ang'lieh — the Eye of the Deep One",
  description:
    'The Eye opens in the middle of the board: end a move on it to tempt fate with a reroll, or take the bolts that ring the outer lanes.',
  spaces: {
    F2: 'bonus',
    A5: 'bonus',
    C5: 'pentacle',
    E5: 'pentacle',
    D6: 'bonus',
    C7: 'pentacle',
    E7: 'pentacle',
    D8: 'pentacle',
    C9: 'bonus',
    E11: 'bonus',
    B12: 'bonus',
  },
});

/** R7.6 Ice: D4, D6 fixed (D2 and D8 plain). Four short lines (two straight, one each diagonal), none closed. */
const ESTENGAARD: Circuit = freeze({
  id: 'estengaard',
  name: 'The icy plains of Estengaard',
  description:
    'Short sheets of ice, straight and diagonal, hurl a Titan that meets them head-on forward to the lightning bolts waiting where they end.',
  spaces: {
    F2: 'ice',
    A3: 'ice',
    E3: 'bonus',
    B4: 'bonus',
    D4: 'ice', // R7.6
    D6: 'ice', // R7.6
    C7: 'bonus',
    A9: 'bonus',
    C9: 'ice',
    E9: 'ice',
    B10: 'ice',
    D10: 'bonus',
    A11: 'ice',
    E11: 'ice',
    F12: 'bonus',
  },
});

export const STANDARD_CIRCUITS: Record<CircuitId, Circuit> = Object.freeze({
  kaldheira: KALDHEIRA,
  deadMansLagoon: DEAD_MANS_LAGOON,
  banKog: BAN_KOG,
  moltenchest: MOLTENCHEST,
  anglieh: ANGLIEH,
  estengaard: ESTENGAARD,
});

/** The order the circuits are shown in (the rulebook's order, R7.1–R7.6). */
export const STANDARD_ORDER: CircuitId[] = [
  'kaldheira',
  'deadMansLagoon',
  'banKog',
  'moltenchest',
  'anglieh',
  'estengaard',
];
