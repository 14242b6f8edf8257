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

// Play-test 51: the phone editor told its user "Keys 1–9 pick a tool" — a touch screen with no keyboard.
// The keyboard's sentence shows where a fine pointer (and so, usually, a keyboard) is, and not on a phone.
test.describe('a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('is not told about keys', async ({ page }) => {
    await page.goto('./#/editor');
    await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
    const hint = page.locator('.editor-hint');
    await expect(hint).toContainText('Click or tap a space, or drag across spaces.');
    await expect(hint).toBeVisible();
    await expect(hint.getByText('Keys 1–9 pick a tool, 0 the eraser.', { exact: false })).toBeHidden();
  });
});

test('a laptop is told how to paint with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./#/editor');
  const hint = page.locator('.editor-hint');
  await expect(hint.getByText('Keys 1–9 pick a tool, 0 the eraser.', { exact: false })).toBeVisible();
});
