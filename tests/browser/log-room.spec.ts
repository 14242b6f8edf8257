// The log has room on laptops: during play at 1280×800 and 1024×768 at least eight of its lines are wholly
// in view (it had 1–3 at 1280×800, half of one under its heading, and 1 at 1024×768 under the bar), and
// the page still never scrolls. Six Titans too: their six chips share the log's column, each chip with
// its draft place in view. The same game is then reopened in French: its longer words (« Tour de piste 1
// sur 3 » wrapped onto a line of its own in a small laptop's column) must leave the chips as high.
import { test, expect, type Page } from '@playwright/test';
import { CRAKEN_RED, playLink, playOneClick, quietSettings, settled } from './helpers';

/** How many of the log's lines are wholly inside its visible part. */
const visibleLines = (page: Page) =>
  page.locator('.play-log .log').evaluate((log) => {
    const v = log.getBoundingClientRect();
    return [...log.querySelectorAll('li')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
    }).length;
  });

/**
 * Every chip shows its place in the round's draft, in the chip (at 1024×768 with five or six Titans it gave
 * way), and the chips' column needs no scroll. Returns the chips' heights.
 */
async function chipsCheck(page: Page, titans: number): Promise<number[]> {
  const chips = page.locator('[data-titan-panel]');
  const n = await chips.count();
  expect(n).toBe(titans);
  const heights: number[] = [];
  for (let i = 0; i < n; i++) {
    const chip = chips.nth(i);
    const place = chip.locator('.titan-draft');
    await expect(place, `chip ${i + 1}'s draft place`).toBeVisible();
    const [c, p] = [await chip.boundingBox(), await place.boundingBox()];
    expect(p!.x >= c!.x && p!.x + p!.width <= c!.x + c!.width + 0.5, `chip ${i + 1}'s place inside`).toBe(
      true,
    );
    expect(p!.y + p!.height <= c!.y + c!.height + 0.5).toBe(true);
    heights.push(Math.round(c!.height));
  }
  expect(await page.locator('.table-players').evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(
    true,
  );
  return heights;
}

/** Six Titans on Kaldheira, all played by people: six chips over the log. */
const SIX = {
  circuits: ['kaldheira'],
  titans: ['craken', 'grinder', 'slaugg', 'rassik', 'ragnarok', 'chtoolhoo'],
  seed: 5,
  first: 'craken',
};

for (const [viewport, bound, setup, what] of [
  [{ width: 1280, height: 800 }, 8, CRAKEN_RED, 'four'],
  [{ width: 1024, height: 768 }, 8, CRAKEN_RED, 'four'],
  [{ width: 1280, height: 800 }, 8, SIX, 'six'],
  [{ width: 1024, height: 768 }, 8, SIX, 'six'],
] as const) {
  test.describe(`${viewport.width}×${viewport.height}, ${what} Titans`, () => {
    test.use({ viewport });

    test('at least eight lines of the log in view during play, no page scroll', async ({ page }) => {
      await quietSettings(page);
      await page.goto(`./${playLink(setup)}`);
      // Play until the log holds far more than its view (a round and more), checking at each press.
      let least = Infinity;
      for (let i = 0; i < 60; i++) {
        await playOneClick(page);
        const lines = await page.locator('.play-log .log li').count();
        if (lines >= 12) least = Math.min(least, await visibleLines(page));
        expect(
          await page.evaluate(
            () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
          ),
        ).toBe(true);
      }
      expect(await page.locator('.play-log .log li').count()).toBeGreaterThanOrEqual(20);
      const body = await page.locator('.action-body').evaluate((e) => e.clientHeight);
      console.log(
        `${viewport.width}×${viewport.height}, ${what} Titans: log lines in view, least ${least}; bar body ${body} px`,
      );
      await page.screenshot({
        path: `test-results/screens/log-room-${viewport.width}x${viewport.height}-${what}.png`,
      });
      expect(least).toBeGreaterThanOrEqual(bound);
      const english = await chipsCheck(page, setup.titans.length);

      // The same game in French (kept in the library; the log reworded from its events).
      await page.evaluate(() => localStorage.setItem('titan-race/lang', 'fr'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { name: 'Journal de la partie' })).toBeVisible();
      await settled(page);
      const french = await chipsCheck(page, setup.titans.length);
      const inFrench = await visibleLines(page);
      console.log(
        `${viewport.width}×${viewport.height}, ${what} Titans, French: log lines in view ${inFrench}; chips ${french.join(', ')} px (English ${english.join(', ')})`,
      );
      await page.screenshot({
        path: `test-results/screens/log-room-${viewport.width}x${viewport.height}-${what}-fr.png`,
      });
      // The chip says « Tour 1/3 »; the whole phrase is its name and its title.
      const lap = page.locator('[data-titan-panel] .titan-lap').first();
      await expect(lap).toHaveAttribute('title', /^Tour de piste \d sur 3$/);
      await expect(lap.locator('.titan-lap-short')).toHaveText(/^Tour \d\/3$/);
      // The phone's short « T1 » (the chip's lap, play-test 51) is not shown beside it here.
      await expect(lap.locator('.titan-lap-chip')).toBeHidden();
      // No French word wraps a chip onto another line: each is as high as in English.
      french.forEach((h, i) =>
        expect(h, `chip ${i + 1}'s height in French`).toBeLessThanOrEqual(english[i]! + 1),
      );
      expect(inFrench).toBeGreaterThanOrEqual(bound);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
      ).toBe(true);
    });
  });
}
