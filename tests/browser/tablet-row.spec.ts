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
  // "Hide my cards" still takes three short lines (~58 px): the row's room is shared, none cut.
  for (const b of row) {
    expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
    expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
  }
  await expect(page.locator('[data-why-disabled]')).toContainText('End turn:');
  await expect(page.locator('[data-why-disabled]')).toBeInViewport();
});
