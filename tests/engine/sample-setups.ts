// The setups the search-path and copy tests sample random games from: every circuit with all six Titans
// and a reaction asked whenever one is possible (R11.4), and a three-board Grand Slam (R12.2).
import type { GameSetup } from '../../src/engine';
import { CIRCUIT_IDS } from '../../src/engine/types';

export const SAMPLE_SETUPS: readonly GameSetup[] = [
  ...CIRCUIT_IDS.map((c): GameSetup => ({
    circuits: [c],
    titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'],
    options: { reactions: 'always' },
  })),
  { circuits: ['banKog', 'estengaard', 'anglieh'], titans: ['chtoolhoo', 'ragnarok', 'craken'] },
];
