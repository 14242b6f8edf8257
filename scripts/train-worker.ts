// One slice of `npm run train`'s games, played in a worker thread (scripts/train.ts splits the games
// between workers; a slice plays the same games it would in one process).
import { parentPort, workerData } from 'node:worker_threads';
import { expert } from '../src/bots/expert';
import { greedy } from '../src/bots/greedy';
import { DEFAULT_MASTER, flatOptions, makeMaster, TREE_MASTER } from '../src/bots/master';
import { playGames, type PlayOptions } from '../src/bots/eval/train';
import { searchValue } from '../src/bots/eval/searchValue';

const w = workerData as Omit<PlayOptions, 'bot' | 'one' | 'label'> & {
  bot: 'greedy' | 'expert' | 'flat' | 'master';
  /** Search-value targets on this many worlds (0: none): master's default search, uniform, not raced. */
  labelWorlds: number;
};
const search = flatOptions({ ...DEFAULT_MASTER, flatWorlds: w.labelWorlds });
const o: Omit<PlayOptions, 'bot' | 'one'> =
  w.labelWorlds > 0 ? { ...w, label: (s, seat, rand, out) => searchValue(s, seat, rand, search, out) } : w;
// flat: master's flat search scored by the expert-trained evaluation (a policy-iteration step).
const flat = makeMaster({
  ...TREE_MASTER,
  search: 'flat',
  rollout: 'next',
  flatWorlds: 40,
  weights: 'expert',
});
// master: master (its default) in one seat against experts, as on the ladder (an Expert Iteration step).
const d =
  w.bot === 'master'
    ? playGames({ ...o, bot: expert, one: makeMaster() })
    : playGames({ ...o, bot: w.bot === 'expert' ? expert : w.bot === 'flat' ? flat : greedy });
parentPort?.postMessage(d);
