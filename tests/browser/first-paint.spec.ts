// What the game page's first paint waits for (issue 24): a game's address asks for the play screen's code
// at start-up, before the first render (not after it, which cost a round trip); the rules stay out of the
// page until opened; the built chunks travel brotli-compressed to a browser that takes it.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { playLink, quietSettings } from './helpers';

const THREE = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

test('a game link asks for the play screen before the first render, and for the rules only when opened', async ({
  page,
}) => {
  await quietSettings(page);
  // When React first puts something in #root.
  await page.addInitScript(() => {
    const w = window as unknown as { rootFilledAt?: number };
    new MutationObserver((_, o) => {
      if (!document.getElementById('root')?.firstChild) return;
      w.rootFilledAt = performance.now();
      o.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`./${playLink(THREE)}`);
  await expect(page.locator('.turn-hint')).toBeVisible();
  const started = (pattern: string) =>
    page.evaluate(
      (p) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new RegExp(p).test(e.name))
          .map((e) => e.startTime),
      pattern,
    );
  const [play] = await started('/PlayScreen-[\\w-]+\\.js$');
  const filled = await page.evaluate(() => (window as unknown as { rootFilledAt?: number }).rootFilledAt);
  expect(play).toBeDefined();
  expect(filled).toBeDefined();
  expect(play).toBeLessThan(filled!);
  expect(await started('/Rules-[\\w-]+\\.js$')).toEqual([]);
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await started('/Rules-[\\w-]+\\.js$')).toHaveLength(1);
});

test('the home page does not ask for the play screen', async ({ page }) => {
  await page.goto('./#/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(names.filter((n) => /\/PlayScreen-/.test(n))).toEqual([]);
});

test('the chunks go brotli-compressed to a browser that takes it, as they are otherwise', async ({
  request,
}) => {
  const chunk = readdirSync('dist/assets').find((f) => /^index-[\w-]+\.js$/.test(f))!;
  const file = readFileSync(`dist/assets/${chunk}`);
  const br = await request.get(`./assets/${chunk}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(Number(br.headers()['content-length'])).toBeLessThan(file.length / 3);
  expect((await br.body()).equals(file)).toBe(true);
  const plain = await request.get(`./assets/${chunk}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).equals(file)).toBe(true);
});
