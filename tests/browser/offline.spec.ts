// Installable and offline (issue 14): after one visit the service worker serves the whole app, so the
// game, the editor, the lab (its Web Workers) and the French catalogue work with the network off; a new
// version is offered, and only the player's click reloads the page.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { activeTitan, playLink, playOneClick, quietSettings } from './helpers';

// Everywhere else the service worker is blocked (playwright.config.ts): tests there fault requests.
test.use({ serviceWorkers: 'allow' });

const THREE = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

/** Load the app and wait until its service worker controls the page (everything is then cached). */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('./#/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the manifest names the app and its icons, which load', async ({ page, request }) => {
  await page.goto('./#/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.name).toBe('Titan Race Online');
  expect(manifest.display).toBe('standalone');
  const png = manifest.icons.filter((i) => i.src.endsWith('.png'));
  expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('after one visit the game, the editor, the lab and French work offline', async ({ page, context }) => {
  await quietSettings(page);
  await firstVisit(page);
  await context.setOffline(true);
  // Really offline: what the worker has not cached fails.
  const uncached = await page.evaluate(() =>
    fetch(`./not-cached-${Date.now()}.txt`).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  await page.reload();
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();

  // A turn of a game: roll, take a die, move, end — until the next Titan plays.
  await page.goto(`./${playLink(THREE)}`);
  await expect(page.locator('[data-pool]')).toBeVisible();
  const first = await activeTitan(page);
  const clicks: string[] = [];
  while ((await activeTitan(page)) === first && clicks.length < 30) clicks.push(await playOneClick(page));
  expect(clicks).toContain('roll');
  expect(await activeTitan(page)).not.toBe(first);

  // The circuit editor (a lazy chunk and its styles).
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  await page.locator('[data-space="E5"]').first().click();
  await expect(page.locator('[data-space="E5"]').first()).toHaveAttribute('data-element', 'lava');

  // The lab: its page and the simulation's Web Workers.
  await page.goto('./#/lab');
  await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
  await page.getByLabel('Games').fill('4');
  await page.getByRole('button', { name: /^Run 4 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 4 games.', { timeout: 60_000 });
  await expect(page.getByTestId('win-chart')).toBeVisible();

  // The French catalogue is a chunk of its own, cached too.
  await page.goto('./#/');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Nouvelle partie' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await context.setOffline(false);
});

test('a new version is offered, and the page reloads only when the player says so', async ({ page }) => {
  await firstVisit(page);
  const file = resolve('dist/sw.js');
  const deployed = readFileSync(file, 'utf8');
  try {
    // A new deployment: the service worker's bytes change.
    writeFileSync(file, `${deployed}\n// a new version\n`);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const offer = page.locator('[data-update-offer]');
    await expect(offer).toContainText('A new version of Titan Race is ready.');
    // Nothing reloaded by itself: the page (and a game in it) is still the same.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // "Later" hides it; the new version keeps waiting.
    await offer.getByRole('button', { name: 'Later' }).click();
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(true);
    // Offered again when the page opens next; "Reload" activates it and reloads.
    await page.reload();
    await expect(page.locator('[data-update-offer]')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.locator('[data-update-offer]').getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as unknown as { stillHere?: boolean }).stillHere === undefined);
    await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
    await expect(page.locator('[data-update-offer]')).toHaveCount(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(false);
  } finally {
    writeFileSync(file, deployed);
  }
});

/**
 * Deploy "version B" over the built app: the lab's chunk gets a new name (the old one is gone from the
 * server, as after a real deployment), the main chunk and sw.js name the new one, and sw.js has a new
 * version (its cache's name). Returns the undo.
 */
function deployVersionB(): () => void {
  const assets = resolve('dist/assets');
  const lab = readdirSync(assets).find((f) => /^LabPage-.*\.js$/.test(f))!;
  const renamed = lab.replace(/\.js$/, '-b.js');
  const edited = [resolve('dist/sw.js'), ...readdirSync(assets).map((f) => resolve(assets, f))].filter(
    (f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes(lab),
  );
  const before = new Map(edited.map((f) => [f, readFileSync(f, 'utf8')]));
  renameSync(resolve(assets, lab), resolve(assets, renamed));
  for (const [f, text] of before) writeFileSync(f, text.split(lab).join(renamed));
  const sw = resolve('dist/sw.js');
  if (!before.has(sw)) before.set(sw, readFileSync(sw, 'utf8'));
  // The version is the one 16-hex-digit string of sw.js (scripts/sw-plugin.ts).
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/"[0-9a-f]{16}"/, '"0000000000000b0b"'));
  return () => {
    renameSync(resolve(assets, renamed), resolve(assets, lab));
    for (const [f, text] of before) writeFileSync(f, text);
  };
}

test('an update activated from another tab never breaks an open tab of the old version', async ({
  page,
  context,
}) => {
  await firstVisit(page); // tab A, version A
  await page.evaluate(() => {
    (window as unknown as { versionA: boolean }).versionA = true;
  });
  const undo = deployVersionB();
  try {
    // Tab B finds version B and the player there chooses Reload: B takes over every tab.
    const tabB = await context.newPage();
    await tabB.goto('./#/');
    await tabB.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await tabB.locator('[data-update-offer]').getByRole('button', { name: 'Reload' }).click();
    await tabB.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(tabB.getByRole('button', { name: 'New game' })).toBeVisible();
    await expect
      .poll(() => tabB.evaluate(() => caches.keys().then((k) => k.filter((n) => /^titan-race-/.test(n)))))
      .toHaveLength(2);

    // Tab A still runs version A, whose lab chunk is no longer on the server: the lab opens all the same
    // (it was "Failed to fetch dynamically imported module"), and its simulation workers run.
    expect(await page.evaluate(() => (window as unknown as { versionA?: boolean }).versionA)).toBe(true);
    await page.goto('./#/lab');
    expect(await page.evaluate(() => (window as unknown as { versionA?: boolean }).versionA)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
    await page.getByLabel('Games').fill('4');
    await page.getByRole('button', { name: /^Run 4 games/ }).click();
    // (The update offer is a status too: this tab's version is not the newest.)
    await expect(page.getByRole('status').filter({ hasText: 'games' })).toHaveText('Done: 4 games.', {
      timeout: 60_000,
    });

    // Once no tab of version A is open, its files go (the next page to start tells the worker).
    await page.close();
    await tabB.reload();
    await expect
      .poll(() => tabB.evaluate(() => caches.keys().then((k) => k.filter((n) => /^titan-race-/.test(n)))))
      .toHaveLength(1);
    // Version B's lab is its own chunk, served.
    await tabB.goto('./#/lab');
    await expect(tabB.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
  } finally {
    undo();
  }
});
