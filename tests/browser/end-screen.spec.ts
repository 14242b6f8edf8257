// Play-test (a new group reaching the end): the end screen took a wider column than the action bar, so the
// board shrank at the last move (~390 → ~290 px wide at 1024×768, to ~130 px on a 360×640 phone), and
// Rematch, Home and Replay sat at the bottom of the standings, under the body's fold (1024×768, phones).
// Now the table stays as it was and the end's answers are the bar's row of buttons, always in view.
import { test, expect, type Page } from '@playwright/test';
import { playLink, playOneClick, quietSettings } from './helpers';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1100, height: 900 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

const boardBox = (page: Page) =>
  page.locator('.table-board .board-svg').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
  });

/** Whether the button is wholly on screen, not covered at its centre, and outside any scrolling body. */
const inSight = (page: Page, name: string) =>
  page
    .locator('[data-action-bar]')
    .getByRole('button', { name, exact: true })
    .evaluate((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        onScreen: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
        uncovered: !!hit && (hit === b || b.contains(hit)),
        inFoot: !!b.closest('.action-foot') && !b.closest('.action-body'),
        tall: r.height >= 44,
      };
    });

for (const size of SIZES)
  test(`the end keeps the board and its answers in view — ${size.width}×${size.height}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await quietSettings(page);
    await page.goto(
      `/${playLink({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 9, laps: 1 })}`,
    );
    await playOneClick(page); // the first roll: the table is laid out as it plays
    const during = await boardBox(page);
    let kind = '';
    for (let n = 0; n < 600 && kind !== 'won'; n++) kind = await playOneClick(page);
    expect(kind).toBe('won');
    await expect(page.locator('[data-winner]')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/end-${size.width}x${size.height}.png` });

    expect(await boardBox(page), 'the board neither moves nor shrinks at the end').toEqual(during);
    for (const name of ['Rematch', 'Home', 'Replay this game'])
      expect(await inSight(page, name), name).toEqual({
        onScreen: true,
        uncovered: true,
        inFoot: true,
        tall: true,
      });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
    ).toBe(true);
  });
