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

// In French (longer words) the row took two lines at 360 px (98 px of the bar), even each button's longest
// word not fitting one: on a phone the row shows short words ("Valider", "Et finir", "Pouvoir", "Cartes"),
// the whole phrase staying each button's name. One row, every word whole, 44 px, in French as in English.
for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
])
  for (const lang of ['fr', 'en'] as const)
    test(`the fullest row on one line with its short words — ${lang} ${size.width}×${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const row = await fullRow(page, lang);
      await page.screenshot({
        path: `test-results/screens/phone-row-${lang}-${size.width}x${size.height}.png`,
      });
      for (const b of row) {
        expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
        expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
        expect(b.height, `"${b.text}" is a 44 px target`).toBeGreaterThanOrEqual(44);
      }
      expect(Math.max(...row.map((b) => b.top)), 'one row').toBeLessThan(
        Math.min(...row.map((b) => b.bottom)),
      );
      // The whole phrases stay the buttons' names.
      const names =
        lang === 'fr'
          ? [
              'Confirmer le déplacement',
              'Confirmer et finir le tour',
              'Utiliser le pouvoir',
              'Montrer mes cartes',
            ]
          : ['Confirm move', 'Confirm & end turn', 'Use ability', 'Show my cards'];
      for (const name of names)
        await expect(page.locator('.action-foot').getByRole('button', { name, exact: true })).toBeVisible();
      // The short words are what shows.
      const shown = await page
        .locator('.action-foot button[data-short]')
        .evaluateAll((bs) => bs.map((b) => getComputedStyle(b, '::after').content));
      expect(shown.length).toBe(4);
    });
