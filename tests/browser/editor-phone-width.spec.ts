// Play-test s7: on a phone (390px) the editor's "Start from" select, sized to its longest option, made the
// page 30px wider than the screen, so the whole editor scrolled sideways.
import { expect, test } from '@playwright/test';

test('on a phone, the circuit editor fits the screen (no sideways scrolling)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./#/editor');
  const startFrom = page.getByLabel('Start from');
  await expect(startFrom).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await startFrom.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Still usable: the longest choice can be picked and started from.
  await startFrom.selectOption({ label: 'Copy of Moltenchest — the forbidden foundry' });
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/^Moltenchest/);
});

// At 360×640 the one column of the layout was as wide as its widest content (373 px: the palette's
// buttons and the board), the page 389 px: a sideways scroll on a small phone.
test('on a small phone (360 px), the circuit editor fits the screen too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const board = (await page.locator('.editor-board svg.board-svg').boundingBox())!;
  expect(board.x + board.width).toBeLessThanOrEqual(360);
});
