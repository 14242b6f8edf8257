// Issue 23 ("nothing lost when storage fails or tabs disagree, nothing frozen or blank whatever a stored
// value holds"), the store's rows: two tabs with one failing to save, a failed save then a reload, a blocked
// database, deep junk through each door, unknown ids and circuits in an address, and stored values of a
// few shapes under every key (docs/ui.md, "Saved games").
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { playLink, playOneClick, quietSettings, ROLL_BUTTON, settled } from './helpers';

const SETUP = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };
const DB = 'titan-race-games';

const gameId = (page: Page) => /#\/play\/(g-[a-z0-9]+)$/.exec(page.url())?.[1] ?? '';
const savedGames = (page: Page) => page.getByRole('list', { name: 'Saved games' });
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

async function startGame(page: Page, setup: object = SETUP): Promise<string> {
  await page.goto(`./${playLink(setup)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  await expect(page.getByRole('log')).toBeVisible();
  return gameId(page);
}

/** Roll, then take the first (or last) die of the pool: two actions. */
async function rollAndTake(page: Page, which: 'first' | 'last'): Promise<void> {
  await settled(page);
  await page.getByRole('button', { name: ROLL_BUTTON }).click();
  await settled(page);
  const dice = page.locator('[data-pool] button[data-die-face]');
  await (which === 'first' ? dice.first() : dice.last()).click();
  await settled(page);
}

async function exportedActions(page: Page): Promise<unknown[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to file' }).click(),
  ]);
  return JSON.parse(await readFile((await download.path())!, 'utf8')).actions;
}

/** From the next navigation on, every IndexedDB write of this page fails as on a full disk. */
async function failWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

test.beforeEach(async ({ page }) => {
  await quietSettings(page);
});

test('two tabs, one failing to save: its moves are kept as “(this tab’s copy)”, the warning and Export stay', async ({
  context,
}) => {
  const a = await context.newPage();
  const b = await context.newPage();
  for (const p of [a, b]) await quietSettings(p);
  const id = await startGame(b);
  await failWrites(a);
  await a.goto(`./#/play/${id}`);
  await expect(a.getByRole('log')).toBeVisible();
  // A takes the first die; its writes fail.
  await rollAndTake(a, 'first');
  const warning = a.locator('[data-save-failure]');
  await expect(warning).toContainText('could not be saved');
  const aActions = await exportedActions(a);
  expect(aActions).toHaveLength(2);
  // B, on the same game, takes the last die: stored, and A hears of it.
  await b.reload();
  await expect(b.getByRole('log')).toBeVisible();
  await rollAndTake(b, 'last');
  const bActions = await exportedActions(b);
  expect(bActions).not.toEqual(aActions);
  // A keeps its own moves, under a copy named so, and says so; the warning and Export stay.
  await expect(a.getByRole('status')).toContainText('Both are kept', { timeout: 15_000 });
  await expect(a.getByRole('status')).toContainText('(this tab’s copy)');
  await expect(a).not.toHaveURL(new RegExp(`#/play/${id}$`));
  expect(await exportedActions(a)).toEqual(aActions);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Export this game' })).toBeVisible();
  // B's version is the stored one.
  await b.reload();
  await expect(b.getByRole('log')).toBeVisible();
  expect(await exportedActions(b)).toEqual(bActions);
});

test('a failed save, then a reload: the die chosen is still taken, and the warning is back', async ({
  page,
}) => {
  const id = await startGame(page);
  await failWrites(page);
  await page.reload();
  await expect(page.getByRole('log')).toBeVisible();
  await rollAndTake(page, 'first');
  await expect(page.locator('[data-save-failure]')).toContainText('could not be saved');
  const before = await exportedActions(page);
  const pool = await page.locator('[data-pool] button[data-die-face]').count();
  expect(before).toHaveLength(2);
  // Reloaded on the home page: the unsaved moves are announced there, with a way to open (and save) them.
  await page.goto('./#/');
  await page.reload();
  const unsaved = page.locator('[data-unsaved-journal]');
  await expect(unsaved).toContainText('This tab keeps moves of a game that could not be saved yet');
  await expect(unsaved.getByRole('button', { name: 'Export this game' })).toBeVisible();
  await page.screenshot({ path: '/tmp/g23-unsaved-home.png' });
  await unsaved.getByRole('link', { name: /^Open “/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/play/${id}$`));
  await expect(page.getByRole('log')).toBeVisible();
  expect(await exportedActions(page)).toEqual(before);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/play/${id}$`));
  await expect(page.getByRole('log')).toBeVisible();
  expect(await exportedActions(page)).toEqual(before);
  await expect(page.locator('[data-pool] button[data-die-face]')).toHaveCount(pool);
  await expect(page.locator('[data-save-failure]')).toContainText(
    'could not be saved. Its moves are kept in this tab, even across a reload',
  );
});

/** Delete the games database from `page`; resolves to 'deleted' or 'blocked'. */
function deleteDatabase(page: Page): Promise<string> {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const req = indexedDB.deleteDatabase(name);
        req.onsuccess = () => resolve('deleted');
        req.onblocked = () => resolve('blocked');
        req.onerror = () => resolve('error');
      }),
    DB,
  );
}

test('a blocked database: the app closes its connection for another tab’s delete, and plays on saved', async ({
  context,
}) => {
  const a = await context.newPage();
  await quietSettings(a);
  await startGame(a);
  await rollAndTake(a, 'first');
  const other = await context.newPage();
  await other.goto('./#/editor');
  expect(await deleteDatabase(other)).toBe('deleted');
  // A plays on: its next write opens the database again and stores the game.
  const before = (await exportedActions(a)).length;
  while ((await exportedActions(a)).length === before) await playOneClick(a);
  await settled(a);
  await expect(a.locator('[data-save-failure]')).toHaveCount(0);
  const c = await context.newPage();
  await c.goto('./#/');
  await expect(savedGames(c).locator('[data-saved-game]')).toHaveCount(1);
});

async function holdDatabase(context: BrowserContext): Promise<Page> {
  // An old version of the app: a connection that never closes, and a delete it blocks.
  const old = await context.newPage();
  await old.goto('./#/editor');
  expect(
    await old.evaluate(
      (name) =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const del = indexedDB.deleteDatabase(name);
            del.onblocked = () => resolve('blocked');
            del.onsuccess = () => resolve('deleted');
          };
        }),
      DB,
    ),
  ).toBe('blocked');
  return old;
}

test('a database blocked by another tab: a new tab never hangs on “Reading your saved games…”, plays unsaved with the warning', async ({
  context,
  page,
}) => {
  await holdDatabase(context);
  await page.goto('./#/');
  await expect(page.getByRole('alert')).toContainText('does not answer', { timeout: 10_000 });
  await expect(page.getByText('Reading your saved games…')).toHaveCount(0);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('button', { name: 'Start the race' })).toBeVisible();
  await page.goto(`./${playLink(SETUP)}`);
  await expect(page.getByRole('log')).toBeVisible();
  const warning = page.locator('[data-save-failure]');
  await expect(warning).toContainText('does not answer', { timeout: 15_000 });
  await expect(warning.getByRole('button', { name: 'Export this game' })).toBeVisible();
});

const SAVE = {
  format: 'titan-race-save',
  version: 2,
  rules: 2,
  setup: SETUP,
  actions: [{ type: 'roll' }],
  names: ['Ann', 'Bob', 'Cid'],
};
/** A save whose bots value is a list nested 30,000 deep (written as text: too deep to stringify). */
const DEEP_SAVE = JSON.stringify(SAVE).slice(0, -1) + `,"bots":{"grinder":${deep(30_000)}}}`;

test('deep junk through each door: old autosave, reload backup, setup link bots, save file — a sentence each, never stuck or blank', async ({
  page,
}) => {
  const errors: string[] = [];
  // (The service worker is blocked in these tests; its registration's own error is not this test's.)
  page.on('pageerror', (e) => {
    if (!/reading 'waiting'/.test(e.message)) errors.push(e.message);
  });
  // The old one-slot autosave.
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('tr-deep-autosave')) {
      localStorage.setItem('titan-race/autosave', text);
      sessionStorage.setItem('tr-deep-autosave', '1');
    }
  }, DEEP_SAVE);
  await page.goto('./#/');
  const listed = savedGames(page).locator('[data-saved-game]');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('nested too deeply');
  await expect(listed.getByRole('button', { name: /^Export/ })).toBeVisible();

  // The reload backup (this tab's journal) holding the same junk: set aside, the game opens.
  const id = await startGame(page);
  await page.evaluate((text) => sessionStorage.setItem('titan-race/unwritten', text), DEEP_SAVE);
  await page.goto('./#/');
  await page.reload();
  await page.goto(`./#/play/${id}`);
  await expect(page.getByRole('log')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('was set aside');

  // A setup link whose bots value is 30,000 deep.
  await page.goto(
    `./#/play?setup=${encodeURIComponent(JSON.stringify(SETUP))}&bots=${encodeURIComponent(`{"grinder":${deep(30_000)}}`)}`,
  );
  await expect(page.getByRole('alert')).toContainText(
    'This link cannot start a game: The bots value of this link is nested too deeply',
  );
  await expect(page).toHaveURL(/#\/$/);

  // A save file with it.
  await page.locator('input[data-import]').setInputFiles({
    name: 'deep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(DEEP_SAVE),
  });
  await expect(page.getByRole('alert')).toContainText('Import refused: This save is nested too deeply');
  expect(errors).toEqual([]);
});

test('unknown ids and circuits in an address say so, in a short message', async ({ page }) => {
  for (const route of ['#/play/..%2F..%2Fetc', `#/play/${'a'.repeat(5000)}`]) {
    await page.goto(`./${route}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This address does not name a saved game');
    expect((await alert.innerText()).length).toBeLessThan(200);
    await expect(page).toHaveURL(/#\/$/);
  }
  await page.goto('./#/lab?circuit=no-such-circuit');
  await expect(page.locator('[data-unknown-circuit]')).toContainText(
    'The circuit “no-such-circuit” of this address is neither a standard circuit nor one saved',
  );
  // A bots key of 150,000 characters: a short alert.
  const bots = JSON.stringify({ ['k'.repeat(150_000)]: 'greedy' });
  await page.goto(`./${playLink(SETUP)}&bots=${encodeURIComponent(bots)}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This link cannot start a game');
  expect((await alert.innerText()).length).toBeLessThan(300);
});

test('stored values of a few shapes under every key: home, a game and the lab load with a message, no crash', async ({
  page,
}) => {
  const errors: string[] = [];
  // (The service worker is blocked in these tests; its registration's own error is not this test's.)
  page.on('pageerror', (e) => {
    if (!/reading 'waiting'/.test(e.message)) errors.push(e.message);
  });
  const shapes = [
    deep(30_000),
    DEEP_SAVE,
    'null',
    '"x"',
    '{"__proto__":{"polluted":1}}',
    '[1,2',
    'x'.repeat(300_000),
  ];
  for (const shape of shapes) {
    await page
      .evaluate((text) => {
        for (const k of [
          'titan-race/autosave',
          'titan-race/settings',
          'titanRace.circuits.v1',
          'titanRace.editorDraft.v1',
        ])
          localStorage.setItem(k, text);
        sessionStorage.setItem('titan-race/unwritten', text);
      }, shape)
      .catch(() => undefined);
    await page.goto('./#/');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
    await expect(page.getByText('Reading your saved games…')).toHaveCount(0, { timeout: 10_000 });
    await startGame(page);
    await page.goto('./#/lab');
    await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
