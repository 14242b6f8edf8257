// One slice of `npm run train`'s games, played in a worker thread (scripts/train.ts splits the games
// between workers; a slice plays the same games it would in one process).
import { parentPort, workerData } from 'node:worker_threads';
import { expert } from '../src/bots/expert';
import { greedy } from '../src/bots/greedy';
import { makeMaster, TREE_MASTER } from '../src/bots/master';
import { playGames, type PlayOptions } from '../src/bots/eval/train';

const o = workerData as Omit<PlayOptions, 'bot' | 'one'> & { bot: 'greedy' | 'expert' | 'flat' | 'master' };
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
  o.bot === 'master'
    ? playGames({ ...o, bot: expert, one: makeMaster() })
    : playGames({ ...o, bot: o.bot === 'expert' ? expert : o.bot === 'flat' ? flat : greedy });
parentPort?.postMessage(d);
