// Issue 10, the games' rows: every game in the library under its own address, hostile links and files,
// a full disk, two tabs, a broken bot worker, and no request to another origin (docs/ui.md, "Saved games").
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fullDisk, playLink, playOneClick, quietSettings, settled } from './helpers';

const SETUP = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

const gameId = (page: Page) => /#\/play\/(g-[a-z0-9]+)$/.exec(page.url())?.[1] ?? '';
const savedGames = (page: Page) => page.getByRole('list', { name: 'Saved games' });
const item = (page: Page, id: string) => page.locator(`[data-saved-game="${id}"]`);

async function startGame(page: Page, setup: object = SETUP): Promise<string> {
  await page.goto(`./${playLink(setup)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  await expect(page.getByRole('log')).toBeVisible();
  return gameId(page);
}

/** Play `n` clicks of the first-option player; returns the game's action count as exported. */
async function clicks(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await playOneClick(page);
  await settled(page);
}

/** The actions of the game shown, as "Save to file" exports them. */
async function exportedActions(page: Page): Promise<unknown[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to file' }).click(),
  ]);
  return JSON.parse(await readFile((await download.path())!, 'utf8')).actions;
}

/** A setup link whose JSON has `key` holding arrays nested `n` deep (written as text: too deep to stringify). */
function deepLink(path: string[], n: number): string {
  const open = path.map((k) => `{"${k}":`).join('');
  const close = '}'.repeat(path.length);
  const base = JSON.stringify(SETUP).slice(0, -1);
  const json = `${base},${open.slice(1)}${'['.repeat(n)}${']'.repeat(n)}${close}`;
  return `#/play?setup=${encodeURIComponent(json)}`;
}

test.beforeEach(async ({ page }) => {
  await quietSettings(page);
});

test('a setup link with an array nested 5,000 deep and bots: a clear refusal, the page stays responsive, a reload too', async ({
  page,
}) => {
  for (const path of [['junk'], ['options', 'cardNames']]) {
    const link = deepLink(path, 5000) + `&bots=${encodeURIComponent(JSON.stringify({ craken: 'greedy' }))}`;
    expect(link.length).toBeGreaterThan(25_000);
    await page.goto(`./${link}`);
    await expect(page.getByRole('alert')).toContainText('This link cannot start a game');
    await expect(page).toHaveURL(/#\/$/);
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('button', { name: 'Start the race' })).toBeVisible();
  }
});

test('#/play?setup=null, a list, a number: a message on the home page, never a blank page', async ({
  page,
}) => {
  for (const v of ['null', '[]', '42', '"x"', '{"circuits":{"a":1}}']) {
    await page.goto(`./#/play?setup=${encodeURIComponent(v)}`);
    await expect(page.getByRole('alert')).toContainText('This link cannot start a game');
    await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  }
});

test('a card name that is an object, then “Show my cards”: refused by the link, never a blank page', async ({
  page,
}) => {
  await page.goto(`./${playLink({ ...SETUP, options: { cardNames: { grinder: [{ evil: 1 }] } } })}`);
  await expect(page.getByRole('alert')).toContainText('This link cannot start a game');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
});

test('a 6 MB save is refused with a sentence; the game in progress and its saved copy are kept', async ({
  page,
}) => {
  const id = await startGame(page);
  await clicks(page, 4);
  const before = await exportedActions(page);
  const huge = JSON.stringify({
    format: 'titan-race-save',
    version: 2,
    rules: 2,
    setup: SETUP,
    actions: [],
    names: ['x'.repeat(6_000_000), 'B', 'C'],
  });
  await page.locator('[data-import]').setInputFiles({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(huge),
  });
  await expect(page.getByRole('alert')).toContainText('too large to be a Titan Race save (6.0 MB');
  await expect(page).toHaveURL(new RegExp(`#/play/${id}$`));
  await page.reload();
  await expect(page.getByRole('log')).toBeVisible();
  expect(await exportedActions(page)).toEqual(before);
});

test('a setup link opened while a game is in progress starts a new game beside it; Back returns to the first', async ({
  page,
}) => {
  const first = await startGame(page);
  await clicks(page, 4);
  const firstActions = await exportedActions(page);
  await page.evaluate((h) => (window.location.hash = h), playLink({ ...SETUP, seed: 99 }));
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  const second = gameId(page);
  expect(second).not.toBe(first);
  expect(await exportedActions(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/play/${first}$`));
  await expect(page.getByRole('log')).toBeVisible();
  expect(await exportedActions(page)).toEqual(firstActions);
  await page.goto('./#/');
  await expect(item(page, first)).toBeVisible();
  await expect(item(page, second)).toBeVisible();
});

test('storage full: a persistent warning with Export; the game plays on in memory', async ({
  page,
  context,
}) => {
  const id = await startGame(page);
  await clicks(page, 2);
  const saved = (await exportedActions(page)).length;
  // From now on the disk is full: every IndexedDB and localStorage write fails as Chromium's do.
  await fullDisk(context);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/play/${id}$`));
  await expect(page.getByRole('log')).toBeVisible();
  await clicks(page, 10);
  const warning = page.locator('[data-save-failure]');
  await expect(warning).toHaveAttribute('role', 'alert');
  await expect(warning).toContainText('The browser’s storage is full, so this game could not be saved.');
  await page.screenshot({ path: '/tmp/g10-storage-full.png' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    warning.getByRole('button', { name: 'Export this game' }).click(),
  ]);
  const save = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(save.actions.length).toBeGreaterThan(saved + 3);
  // The warning stays on the home page too, where the game can be exported again.
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.locator('[data-save-failure]')).toBeVisible();
});

test('two tabs: B starts a game, A plays a move, B reloads: each shows its own game', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  for (const p of [a, b]) await quietSettings(p);
  const aId = await startGame(a);
  const bId = await startGame(b, { ...SETUP, seed: 12 });
  await clicks(a, 3);
  const aActions = await exportedActions(a);
  await b.reload();
  await expect(b).toHaveURL(new RegExp(`#/play/${bId}$`));
  await expect(b.getByRole('log')).toBeVisible();
  expect(await exportedActions(b)).toEqual([]);
  await a.reload();
  await expect(a).toHaveURL(new RegExp(`#/play/${aId}$`));
  await expect(a.getByRole('log')).toBeVisible();
  expect(await exportedActions(a)).toEqual(aActions);
});

test('two tabs on the same game: the other tab follows the moves played', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  for (const p of [a, b]) await quietSettings(p);
  const id = await startGame(a);
  await b.goto(`./#/play/${id}`);
  await expect(b.getByRole('log')).toBeVisible();
  await clicks(a, 3);
  const aActions = await exportedActions(a);
  await expect(b.getByRole('status')).toContainText('Another tab');
  expect(await exportedActions(b)).toEqual(aActions);
});

test('the home list resumes each of three games exactly; rename, export and delete', async ({ page }) => {
  const ids: string[] = [];
  const actions: unknown[][] = [];
  for (const [seed, n] of [
    [3, 2],
    [4, 5],
    [5, 7],
  ]) {
    ids.push(await startGame(page, { ...SETUP, seed }));
    await clicks(page, n);
    actions.push(await exportedActions(page));
  }
  await page.goto('./#/');
  // Newest first, with circuit, Titans, round and who leads.
  await expect(savedGames(page).locator('[data-saved-game]')).toHaveCount(3);
  expect(
    await savedGames(page)
      .locator('[data-saved-game]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-saved-game'))),
  ).toEqual([...ids].reverse());
  await expect(item(page, ids[2])).toContainText('Kaldheira');
  await expect(item(page, ids[2])).toContainText('Grinder, Slaugg, Craken');
  await expect(item(page, ids[2])).toContainText(/Round 1 · \S+ leads/);
  await page.screenshot({ path: '/tmp/g10-home-list.png', fullPage: true });
  for (let i = 0; i < 3; i++) {
    await page.goto('./#/');
    await item(page, ids[i])
      .getByRole('link', { name: /^Resume/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/play/${ids[i]}$`));
    await expect(page.getByRole('log')).toBeVisible();
    expect(await exportedActions(page)).toEqual(actions[i]);
  }
  await page.goto('./#/');
  // Rename, with characters that must not survive (zero-width, right-to-left override).
  await item(page, ids[0])
    .getByRole('button', { name: /^Rename/ })
    .click();
  await item(page, ids[0]).getByRole('textbox', { name: 'Name' }).fill('Friday\u200B race \u202Eevil');
  await item(page, ids[0]).getByRole('button', { name: 'Save name' }).click();
  await expect(item(page, ids[0]).locator('.saved-game-name')).toHaveText('Friday race evil');
  await page.reload();
  await expect(item(page, ids[0]).locator('.saved-game-name')).toHaveText('Friday race evil');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item(page, ids[1])
      .getByRole('button', { name: /^Export/ })
      .click(),
  ]);
  expect(JSON.parse(await readFile((await download.path())!, 'utf8')).actions).toEqual(actions[1]);
  await item(page, ids[1])
    .getByRole('button', { name: /^Delete/ })
    .click();
  await item(page, ids[1]).getByRole('button', { name: 'Delete for good' }).click();
  await expect(item(page, ids[1])).toHaveCount(0);
  await page.reload();
  await expect(savedGames(page).locator('[data-saved-game]')).toHaveCount(2);
});

test('the old one-slot autosave moves into the list once', async ({ page, browser }) => {
  await startGame(page);
  await clicks(page, 3);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to file' }).click(),
  ]);
  const file = await readFile((await download.path())!, 'utf8');
  // A browser that only ever had the one-slot autosave.
  const context = await browser.newContext({ baseURL: new URL('./', page.url()).href });
  const old = await context.newPage();
  await quietSettings(old);
  await old.addInitScript((f) => {
    if (!sessionStorage.getItem('tr-autosave')) {
      localStorage.setItem('titan-race/autosave', f);
      sessionStorage.setItem('tr-autosave', '1');
    }
  }, file);
  await old.goto('./#/');
  await expect(savedGames(old).locator('[data-saved-game]')).toHaveCount(1);
  expect(await old.evaluate(() => localStorage.getItem('titan-race/autosave'))).toBeNull();
  await old.reload();
  await expect(savedGames(old).locator('[data-saved-game]')).toHaveCount(1);
  await savedGames(old)
    .getByRole('link', { name: /^Resume/ })
    .click();
  await expect(old.getByRole('log')).toBeVisible();
  expect(await exportedActions(old)).toEqual(JSON.parse(file).actions);
  await context.close();
});

test('a bot worker that keeps failing: the driver backs off, stops, says so and offers Retry', async ({
  page,
}) => {
  await page.route('**/worker*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.onmessage = (e) => self.postMessage({ id: e.data.id, error: 'broken on purpose' });",
    }),
  );
  await page.goto(
    `./${playLink({ ...SETUP, first: 'grinder' })}&bots=${encodeURIComponent(JSON.stringify({ grinder: 'greedy' }))}`,
  );
  const halted = page.locator('[data-bots-halted]');
  await expect(halted).toContainText('The bots stopped after repeated errors', { timeout: 10_000 });
  await expect(page.getByRole('alert').first()).toContainText('failed 3 times (broken on purpose)');
  // the page is responsive: the menu works
  await page.getByRole('button', { name: 'Rules' }).click();
  await page.keyboard.press('Escape');
  await halted.getByRole('button', { name: 'Retry' }).click();
  await expect(halted).toHaveCount(0);
  await expect(halted).toBeVisible({ timeout: 10_000 });
});

test('the app makes no request to another origin (home, setup, a game, the editor, the lab)', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('./#/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByRole('log')).toBeVisible();
  await clicks(page, 3);
  await page.goto('./#/editor');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.goto('./#/lab');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // The Content-Security-Policy is in the page: only the app's own origin.
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  const own = new URL(page.url()).origin;
  const foreign = requests.filter((u) => /^(https?|wss?):/.test(u) && new URL(u).origin !== own);
  expect(requests.length).toBeGreaterThan(3);
  expect(foreign).toEqual([]);
});
