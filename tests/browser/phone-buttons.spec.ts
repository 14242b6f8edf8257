// The action bar's row of buttons on a phone, at its fullest: Rassïk's purple die copies red, a move is
// drafted, and the row offers Confirm move, Confirm & end turn, Use ability, Show my cards and Undo. Each
// button keeps its words whole inside its own box and the bar (at 390×844 "Undo" was drawn past its button
// and cut by the bar's edge, "Undc"); in English the five fit one row, in French (longer words) the row
// wraps rather than cut a word. The game was met in a play-test of three people at 390×844.
import { test, expect, type Page } from '@playwright/test';
import { importSave, RASSIK_PURPLE_SAVE, rowOfButtons } from './helpers';

/** Loads the save and copies red with the purple die: its one move (to A9) is drafted, five buttons in the row. */
async function fullRow(page: Page, lang: 'en' | 'fr') {
  await importSave(page, RASSIK_PURPLE_SAVE, lang);
  await page.locator('[data-choice="face"] button').first().click();
  const foot = page.locator('.action-foot');
  await expect(foot.locator('button:visible')).toHaveCount(5);
  await expect(foot.locator('button[data-confirm-end]')).toBeVisible();
  return rowOfButtons(foot);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`the phone's fullest row of buttons keeps every word whole, on one row — ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const row = await fullRow(page, 'en');
    expect(row.map((b) => b.text)).toEqual([
      'Confirm move',
      'Confirm & end turn',
      'Use ability',
      'Show my cards',
      'Undo',
    ]);
    for (const b of row) {
      expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
      expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
      expect(b.height, `"${b.text}" is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    // One row: every button overlaps every other vertically (they are centred, of 44–53 px).
    expect(Math.max(...row.map((b) => b.top)), 'one row').toBeLessThan(Math.min(...row.map((b) => b.bottom)));
  });
}

test('in French the fullest row wraps rather than cut a word — 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const row = await fullRow(page, 'fr');
  for (const b of row) {
    expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
    expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
  }
});
