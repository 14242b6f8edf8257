import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CARD_NAME } from '../../src/engine/data';
import { RULES_VERSION } from '../../src/engine/types';

export const CARD_NAMES = Object.values(CARD_NAME);

/** Animation off (the reduced-motion path is tested separately) and no hand-off screen, before any page script runs. */
export async function quietSettings(
  page: Page,
  settings: Record<string, unknown> = { speed: 'off', handoff: false },
): Promise<void> {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('tr-test-init')) {
      localStorage.setItem('titan-race/settings', JSON.stringify(s));
      sessionStorage.setItem('tr-test-init', '1');
    }
  }, settings);
}

/**
 * From the next navigation on, the disk is full: every IndexedDB write (put, add) and, with
 * `localStorage`, every localStorage write fails as Chromium's do (QuotaExceededError).
 */
export async function fullDisk(context: BrowserContext, { localStorage = true } = {}): Promise<void> {
  await context.addInitScript((withLocal) => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    IDBObjectStore.prototype.put = function () {
      throw quota();
    };
    IDBObjectStore.prototype.add = function () {
      throw quota();
    };
    if (withLocal)
      Storage.prototype.setItem = function () {
        throw quota();
      };
  }, localStorage);
}

/** Dead Man's Lagoon, Craken first with a blue die: blue from E1 to F4 crosses a pirates space (R7.2). */
export const LAGOON = {
  circuits: ['deadMansLagoon'],
  titans: ['craken', 'grinder', 'slaugg'],
  seed: 3,
  first: 'craken',
  rolls: ['blue', 'yellow', 'red', 'brown'],
  laps: 1,
};

/** Three Titans on Kaldheira, every die brown (L L L or R R R), Grinder first: a game whose ways are long. */
export const BROWN = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  first: 'grinder',
  rolls: ['brown', 'brown', 'brown'],
  laps: 1,
};

/** Kaldheira, Craken first with the red die: the first move asks for an optional trap (R4.1). */
export const CRAKEN_RED = {
  circuits: ['kaldheira'],
  titans: ['craken', 'grinder', 'slaugg', 'rassik'],
  seed: 5,
  first: 'craken',
  rolls: ['red', 'blue', 'green', 'brown'],
};

/** Opens `setup`, rolls, takes the pool's `face` die and enters on C1: the first move's question on screen. */
export async function enterWithDie(page: Page, setup: unknown, face: string): Promise<void> {
  await page.goto(`./${playLink(setup)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator(`[data-pool] button[data-die-face="${face}"]`).click();
  await page.locator('[data-space="C1"]').click();
}

/**
 * A save file of three people (Ann, Bob, Cleo) with Rassïk, Grinder and Craken on Kaldheira, 3 laps, cards,
 * reactions at every trigger: the play-tests' table, at the game `seed` and after `actions`.
 */
export function rassikSave(seed: number, actions: unknown[], extra: Record<string, unknown> = {}) {
  return {
    format: 'titan-race-save',
    version: 2,
    rules: RULES_VERSION,
    setup: {
      circuits: ['kaldheira'],
      titans: ['rassik', 'grinder', 'craken'],
      players: [['rassik'], ['grinder'], ['craken']],
      laps: 3,
      options: { reactions: 'always', maxLife: 6, handSize: 2, trapSupply: 15 },
      seed,
    },
    actions,
    names: ['Ann', 'Bob', 'Cleo'],
    ...extra,
  };
}

/**
 * rassikSave at the play-test's fullest row of answers: Rassïk's purple die is to be chosen (it copies red,
 * one move to A9), with a card in hand — phone-buttons.spec.ts and table-fit.spec.ts load it.
 */
export const RASSIK_PURPLE_SAVE = rassikSave(1039013204, [
  { type: 'roll' },
  { type: 'chooseDie', die: 0 },
  { type: 'enter', space: 'A1' },
  { type: 'dieAction', path: ['S'], extra: { space: 'A1', when: 'after' } },
  { type: 'endTurn' },
  { type: 'chooseDie', die: 0 },
  { type: 'enter', space: 'A1' },
  { type: 'dieAction', path: ['S'] },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 0 },
  { type: 'enter', space: 'A1' },
  { type: 'dieAction', path: ['S', 'R'] },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 0 },
]);

/** Opens the home page (after quietSettings, in `lang`) and imports `save` as a file, as a person loads a game. */
export async function importSave(page: Page, save: unknown, lang: 'en' | 'fr' = 'en'): Promise<void> {
  await quietSettings(page);
  await page.goto('/#/');
  if (lang === 'fr') await page.getByLabel('Language').selectOption('fr');
  await page
    .locator('input[data-import]')
    .first()
    .setInputFiles({
      name: 'save.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(save)),
    });
}

export function playLink(setup: unknown): string {
  return `#/play?setup=${encodeURIComponent(JSON.stringify(setup))}`;
}

export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.play')).not.toHaveAttribute('data-animating', 'true');
}

export async function activeTitan(page: Page): Promise<string> {
  return (await page.locator('[data-active]').first().getAttribute('data-active')) ?? '';
}

/** The hand-off's button: "I am Bob — continue", or "— roll the dice" when rolling is all Bob can do. */
const HANDOFF_BUTTON = /— (continue|roll the dice|reroll all the dice)$/;

/** The roll control: "Roll the dice" (the round's first Titan) or "Reroll all the dice" (its last), R4.2. */
export const ROLL_BUTTON = /^(Roll the dice|Reroll all the dice)$/;

/**
 * One click of a player who always takes the first option offered: decide a pending prompt, roll or
 * reroll all the dice, take a die, choose a highlighted space, confirm, or end the turn (never the
 * pentacle reroll). Returns what it clicked.
 */
export async function playOneClick(page: Page): Promise<string> {
  await settled(page);
  if (await page.locator('[data-winner]').count()) return 'won';
  const handoff = page.locator('[data-handoff]');
  if (await handoff.count()) {
    await handoff.getByRole('button', { name: HANDOFF_BUTTON }).click();
    return 'handoff';
  }
  const pending = page.locator('[data-pending]');
  if (await pending.count()) {
    const kind = await pending.getAttribute('data-pending');
    // A claimed reaction with nothing playable asks nothing: it goes on by itself.
    if (await pending.locator('[data-passes-itself]').count()) {
      await expect(pending).toHaveCount(0);
      return `decide ${kind}`;
    }
    const name = kind === 'pirates' ? /^Lose (1|the last) Life/ : "Don't react";
    await pending.getByRole('button', { name }).click();
    return `decide ${kind}`;
  }
  const roll = page.getByRole('button', { name: ROLL_BUTTON });
  if (await roll.count()) {
    await roll.click();
    return 'roll';
  }
  const dice = page.locator('[data-pool] button[data-die-face]');
  if (await dice.count()) {
    await dice.first().click();
    return 'die';
  }
  const guide = page.locator('[data-guide]');
  const choice = guide.locator('fieldset.choice button:not(.btn--on)');
  const ask = page.locator('.space--move[data-selectable]');
  if (await ask.count()) {
    await ask.first().click();
    return 'space';
  }
  // A required choice given as buttons (purple's face, the way there).
  if (
    (await guide.count()) &&
    (await page.getByRole('button', { name: 'Confirm move' }).count()) === 0 &&
    (await choice.count())
  ) {
    await choice.first().click();
    return 'choice';
  }
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  if (await confirm.count()) {
    await confirm.click();
    return 'confirm';
  }
  // The store ends the turn itself when nothing else can be done (issue 20): wait for it rather than race it.
  const autoEnd = page.locator('[data-auto-end]');
  if (await autoEnd.count()) {
    await expect(autoEnd).toHaveCount(0);
    return 'auto-end'; // a turn ended without a press
  }
  await page.getByRole('button', { name: 'End turn' }).click();
  return 'end';
}

/**
 * The visible buttons of a row (the action bar's foot), each with its words, its box's top, bottom and
 * height, how far its words overflow the box (what the eye sees cut) and whether it lies outside the row.
 */
export function rowOfButtons(row: Locator) {
  return row.evaluate((f) => {
    const box = f.getBoundingClientRect();
    return [...f.querySelectorAll('button')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => {
        const r = b.getBoundingClientRect();
        return {
          text: (b.textContent ?? '').trim(),
          top: r.top,
          bottom: r.bottom,
          spill: b.scrollWidth - b.clientWidth,
          outside: r.left < box.left - 0.5 || r.right > box.right + 0.5,
          height: r.height,
        };
      });
  });
}

/**
 * Seed 31 (rassikSave) up to Grinder's turn in round 3, after its green move: its hand holds Thunderbolt
 * (target-names.spec) and Rassïk's next turn holds Repel and Shield (tablet-hand.spec).
 */
export const SEED31_TO_GRINDER_ROUND3: unknown[] = [
  { type: 'roll' },
  { type: 'chooseDie', die: 2 },
  { type: 'enter', space: 'C1' },
  { type: 'dieAction', path: ['S'], extra: { space: 'D12', when: 'before' } },
  { type: 'endTurn' },
  { type: 'chooseDie', die: 1 },
  { type: 'enter', space: 'A1' },
  { type: 'dieAction', path: ['R', 'R', 'R'] },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 1 },
  { type: 'enter', space: 'A1' },
  { type: 'dieAction', path: ['L', 'L', 'L'] },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 0 },
  { type: 'ability', dir: 'L' },
  { type: 'dieAction', path: ['R', 'S'] },
  { type: 'endTurn' },
  { type: 'chooseDie', die: 0 },
  {
    type: 'dieAction',
    path: ['L', 'L'],
    face: 'green',
    extra: { space: 'B8', when: 'after' },
    lifeCost: 'after',
  },
];
