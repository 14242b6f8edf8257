// A game opened from the editor ("Play this circuit") or the lab goes back there in one press on a phone
// too: the way back starts the log line ("← Editor"), where the header's folded ☰ menu took two presses
// (☰, then "Back to the editor"). The screen still fits: no page scroll, the question and its buttons in
// view, and the link is a finger's 44 px (its hit area reaches over the gap, as Log's does).
import { expect, test, type Page } from '@playwright/test';
import { quietSettings } from './helpers';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

/** The width and height of the area where a press lands on `selector` (probed point by point, ±22 px). */
const hitBox = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const r = el.getBoundingClientRect();
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = Math.max(0, Math.floor(r.top - 22)); y <= Math.min(innerHeight - 1, r.bottom + 22); y++)
      for (let x = Math.max(0, Math.floor(r.left - 22)); x <= Math.min(innerWidth - 1, r.right + 22); x++) {
        const hit = document.elementFromPoint(x + 0.5, y + 0.5);
        if (!hit || !el.contains(hit)) continue;
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
      }
    return { w: x1 - x0, h: y1 - y0 };
  }, selector);

/** Nothing of the page below the fold, and `locator` wholly in the viewport. */
async function inOneScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const { scroll, height } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollHeight,
    height: innerHeight,
  }));
  expect(scroll).toBeLessThanOrEqual(height);
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`at ${viewport.width}×${viewport.height} the way back to the editor is one press, the screen still one`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await quietSettings(page);
    await page.goto('./#/editor');
    await page.getByRole('button', { name: 'Lava', exact: true }).click();
    await space(page, 'E5').click();
    await page.getByLabel('Name').fill('Round trip');
    await page.getByRole('button', { name: 'Play this circuit' }).click();
    await page.getByRole('button', { name: 'Start the race' }).click();
    await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+\?from=editor$/);
    const roll = page.getByRole('button', { name: 'Roll the dice' });
    await expect(roll).toBeVisible();

    // The menu is folded; the way back is on screen without it.
    await expect(page.getByRole('navigation', { name: 'Game menu' })).toBeHidden();
    const back = page.getByRole('link', { name: 'Back to the editor' });
    await expect(back).toHaveText('← Editor');
    await inOneScreen(page, back);
    await inOneScreen(page, roll);
    await inOneScreen(page, page.getByRole('button', { name: 'Log' }));
    const hit = await hitBox(page, '.phone-back');
    expect(hit.w).toBeGreaterThanOrEqual(44);
    expect(hit.h).toBeGreaterThanOrEqual(44);

    await back.click(); // the one press
    await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Round trip');
  });

test('a game started from a lab link goes back to the lab in one press; a game opened from home has no such link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await quietSettings(page);
  await page.goto('./#/play?circuit=kaldheira&from=lab');
  await page.getByRole('button', { name: 'Start the race' }).click();
  const back = page.getByRole('link', { name: 'Back to the lab' });
  await expect(back).toHaveText('← Lab');
  await back.click();
  await expect(page).toHaveURL(/#\/lab$/);
  await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();

  await page.goto('./#/play?circuit=kaldheira');
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeVisible();
  await expect(page.locator('.phone-back')).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800, via: 'the menu' },
  { width: 360, height: 640, via: 'the log line' },
])
  test(`through the setup a lab link's game goes back to the very view it came from (${viewport.via}); the setup's Back too`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await quietSettings(page);
    await page.goto('./#/lab?view=suggest');
    await expect(page.getByRole('tab', { name: 'Suggest' })).toHaveAttribute('aria-selected', 'true');

    // The setup's Back returns to the view.
    await page.goto('./#/play?circuit=kaldheira&from=lab&view=suggest');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/#\/lab\?view=suggest$/);
    await expect(page.getByRole('tab', { name: 'Suggest' })).toHaveAttribute('aria-selected', 'true');

    // The game started there keeps the view in its address, and its way back lands on it.
    await page.goto('./#/play?circuit=kaldheira&from=lab&view=suggest');
    await page.getByRole('button', { name: 'Start the race' }).click();
    await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+\?from=lab&view=suggest$/);
    await page.getByRole('link', { name: 'Back to the lab' }).click();
    await expect(page).toHaveURL(/#\/lab\?view=suggest$/);
    await expect(page.getByRole('tab', { name: 'Suggest' })).toHaveAttribute('aria-selected', 'true');
  });
