// The setup as a quick start at the five sizes of a table's devices: the players' count, one row per
// player (name, who plays) and "Start the race" on screen without scrolling, never a sideways scroll, every
// target 44 px; the rest (course, Titans and turn order, house rules) folded under one-line summaries that
// open by mouse and keyboard and work. Pressed with the mouse at its centre, as a person taps: the race starts.
import { test, expect, type Locator, type Page } from '@playwright/test';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** Where an element is: wholly in the viewport, and whether its centre is itself (nothing covers it). */
const place = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      x,
      y,
      width: r.width,
      height: r.height,
      whole: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
      uncovered: !!hit && (hit === e || e.contains(hit)),
    };
  });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Start, the count and every player's row: wholly on screen, uncovered, 44 px high, the page unscrolled. */
async function quickStartInView(page: Page, players: number) {
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const start = page.getByRole('button', { name: 'Start the race' });
  const targets = [
    start,
    page.getByRole('radio', { name: `${players} players` }),
    ...Array.from({ length: players }, (_, i) => [
      page.getByLabel(`Name of player ${i + 1}`, { exact: true }),
      page.getByLabel(`Player ${i + 1} played by`, { exact: true }),
    ]).flat(),
  ];
  for (const target of targets) {
    const p = await place(target);
    expect(p.whole, `${await target.evaluate((e) => e.outerHTML.slice(0, 80))} on screen`).toBe(true);
    expect(p.uncovered, 'nothing covers it').toBe(true);
    expect(p.height).toBeGreaterThanOrEqual(44);
  }
  await expect(page.locator('.player-row')).toHaveCount(players);
  expect(await sideways(page), 'no sideways scroll').toBeLessThanOrEqual(0);
}

for (const size of SIZES)
  test(`setup: a quick start in one screen, the rest folded and usable — ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('./#/setup');
    const start = page.getByRole('button', { name: 'Start the race' });
    await expect(start).toBeVisible();
    // The first view: three players, their rows and Start; the folds closed, each with its summary.
    await quickStartInView(page, 3);
    const fold = (id: string) => page.locator(`[data-fold="${id}"]`);
    const summary = (id: string) => fold(id).locator('[data-fold-summary]');
    for (const id of ['course', 'titans', 'house']) {
      await expect(fold(id)).not.toHaveAttribute('open');
      await expect(summary(id)).not.toBeEmpty();
      expect((await place(fold(id).locator('summary'))).height).toBeGreaterThanOrEqual(44);
    }
    await expect(summary('course')).toHaveText('Kaldheira — the pools of doom · 3 laps');
    await expect(summary('titans')).toHaveText('Rassïk, Grinder, Craken');
    await expect(page.locator('[data-circuit]').first()).toBeHidden();

    // Six players: still every row and Start on screen.
    await page.getByRole('radio', { name: '6 players' }).click();
    await quickStartInView(page, 6);
    await page.getByRole('radio', { name: '4 players' }).click();
    await quickStartInView(page, 4);

    // The course opens with a press on its summary; a circuit and laps chosen there show in the summary.
    await fold('course').locator('summary').click();
    await expect(fold('course')).toHaveAttribute('open');
    await page.locator('[data-circuit="banKog"]').click();
    await page.getByLabel('Laps').fill('2');
    await expect(summary('course')).toHaveText('The ruins of Ban-Kog · 2 laps');
    // The Titans by keyboard: focus the summary, Enter opens it; a Titan chosen shows in the summary.
    await fold('titans').locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(fold('titans')).toHaveAttribute('open');
    await page.getByLabel('Titan of player 1', { exact: true }).selectOption('ragnarok');
    await expect(summary('titans')).toHaveText('Ragnarok, Grinder, Craken, Slaugg');
    await page.locator('.seat-list [data-arrow="down"]').first().click();
    await expect(summary('titans')).toHaveText('Grinder, Ragnarok, Craken, Slaugg');
    // House rules: a lower maximum Life is named in the summary.
    await fold('house').locator('summary').click();
    await page.getByLabel('Maximum Life').fill('5');
    await expect(summary('house')).toContainText('Maximum Life 5');
    // Every fold open, the widest select included: still no sideways scroll, Start still on screen.
    expect(await sideways(page), 'no sideways scroll with the folds open').toBeLessThanOrEqual(0);
    const where = await place(start);
    expect(where.whole && where.uncovered, 'Start on screen and uncovered').toBe(true);
    await page.mouse.click(where.x, where.y);
    await expect(page.locator('[data-pool]')).toBeAttached();
    await expect(page.locator('[data-titan-panel]')).toHaveCount(4);
  });

test.describe('a refused Start at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the fold on the faulty field, the field and the refusal both in view', async ({ page }) => {
    await page.goto('./#/setup');
    await page.getByRole('radio', { name: '4 players' }).click();
    const fold = page.locator('details[data-fold="titans"]');
    await fold.locator('summary').click();
    await page.getByLabel('Teams').selectOption('2x2');
    await page.getByLabel('Team of player 2').selectOption('0');
    await page.getByLabel('Team of player 3').selectOption('1');
    // The group folds it again, then presses Start: the teams are refused (R12.3).
    await fold.locator('summary').click();
    await page.getByRole('button', { name: 'Start the race' }).click();
    await expect(fold).toHaveAttribute('open', '');
    const team = page.getByLabel('Team of player 2');
    await expect(team).toBeFocused();
    const alert = page.locator('[data-setup-problem]');
    await expect(alert).toContainText('Team-mates never sit side by side');
    await expect(async () => {
      for (const el of [team, alert]) {
        const p = await place(el);
        expect(p.whole).toBe(true);
        expect(p.uncovered).toBe(true);
      }
    }).toPass({ timeout: 5000 });
  });
});
