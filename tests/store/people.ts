// A table of four people in the game store, as the reaction tests play it: hand-off on, turns not ended by
// themselves, reaction prompts 'always' (R11.4), Kaldheira, seeded; and a store with an empty library.
import { resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { freshCollection } from '../editor/helpers';

export const st = () => useGame.getState();

/** Before each test: saves flushed, no settings, an empty game library, no game. */
export async function freshStore(): Promise<void> {
  await st().flushSaves();
  localStorage.clear();
  setGameLibrary(new GameLibrary(freshCollection<GameRecord>()));
  resetGameStore();
}

/** A new four-person game (Ann, Bob, Cid, Dee) with every reaction asked, from `seed`. */
export function newPeopleGame(seed: number): void {
  resetGameStore();
  st().setSettings({ handoff: true, autoEnd: false });
  st().newGame(
    {
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      seed,
      options: { reactions: 'always' },
    },
    ['Ann', 'Bob', 'Cid', 'Dee'],
  );
}
