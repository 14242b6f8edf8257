// The play-test at 768×1024 (upright tablet, the action bar a ~300 px side panel): a card being played with
// the hand shown left Cancel, Use ability, Hide my cards, a disabled End turn and Undo in the row — Undo
// alone on a second row. A disabled End turn is not drawn there while a
// question is open: its reason stays in the body ("End turn: play … or cancel it first").
import { test, expect } from '@playwright/test';
import { importSave, RASSIK_PURPLE_SAVE, rowOfButtons } from './helpers';

test.use({ viewport: { width: 768, height: 1024 } });

test('a card played with the hand shown: one row with Undo, the reason in the body', async ({ page }) => {
  await importSave(page, RASSIK_PURPLE_SAVE);
  await page.getByRole('button', { name: 'Show my cards', exact: true }).click();
  await page.locator('.cards--bar').getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('[data-guide="bonus"]')).toBeVisible();
  const foot = page.locator('.action-foot');
  const row = await rowOfButtons(foot);
  await page.screenshot({ path: 'test-results/screens/tablet-row-768x1024.png' });
  expect(row.map((b) => b.text)).toEqual(['Cancel', 'Use ability', 'Hide my cards', 'Undo']);
  const top = Math.max(...row.map((b) => b.top));
  expect(top, 'one row').toBeLessThan(Math.min(...row.map((b) => b.bottom)));
  // The row's room is shared, none cut.
  for (const b of row) {
    expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
    expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
  }
  await expect(page.locator('[data-why-disabled]')).toContainText('End turn:');
  await expect(page.locator('[data-why-disabled]')).toBeInViewport();
});

/** How many lines of words a button of the row takes: its height with no 44 px floor, over its line height. */
const lines = (button: import('@playwright/test').Locator) =>
  button.evaluate((b) => {
    const cs = getComputedStyle(b);
    const floor = b.style.minHeight;
    b.style.minHeight = '0';
    const inner =
      b.getBoundingClientRect().height -
      ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
        .map((k) => parseFloat(cs[k as 'paddingTop']))
        .reduce((a, x) => a + x, 0);
    b.style.minHeight = floor;
    return Math.round(inner / parseFloat(cs.lineHeight));
  });

// "Hide my cards" took three short lines in that row (~58 px, the row 44 px high but for it): on an upright
// tablet it shows its first word ("Hide", « Cacher »), the whole phrase its name. One line, 44 px, in
// English and French.
for (const lang of ['en', 'fr'] as const)
  test(`"Hide my cards" on one line in the tablet's row — ${lang}`, async ({ page }) => {
    await importSave(page, RASSIK_PURPLE_SAVE, lang);
    const show = lang === 'en' ? 'Show my cards' : 'Montrer mes cartes';
    const hide = lang === 'en' ? 'Hide my cards' : 'Cacher mes cartes';
    await page.getByRole('button', { name: show, exact: true }).click();
    await page.locator('.cards--bar button').first().click();
    await expect(page.locator('[data-guide="bonus"]')).toBeVisible();
    const button = page.locator('.action-foot').getByRole('button', { name: hide, exact: true });
    await expect(button).toBeVisible();
    await page.screenshot({ path: `test-results/screens/tablet-row-hide-${lang}.png` });
    expect(await lines(button), 'lines of words').toBe(1);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await button.boundingBox())!.height).toBeLessThan(45);
    for (const b of await rowOfButtons(page.locator('.action-foot'))) {
      expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
      expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
    }
    await button.click();
    await expect(page.locator('.cards--bar')).toHaveCount(0);
  });
