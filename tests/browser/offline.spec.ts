// Installable and offline (issue 14): after one visit the service worker serves the whole app, so the
// game, the editor, the lab (its Web Workers) and the French catalogue work with the network off; a new
// version is offered, and only the player's click reloads the page.
import { readFileSync, writeFileSync } from 'node:fs';
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
