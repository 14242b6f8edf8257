// Play-test (3 people on one 390×844 phone): Thunderbolt's targets said "E3", "C5" — which Titan stood
// there had to be decoded on the board. A target button with a Titan on it says whom first ("Craken (E3)"),
// the space kept in its name, every button 44 px high, all of them within the bar's width in one or two rows
// at 360 px. Grinder's turn of tablet-hand.spec's game (seed 31): its hand holds Thunderbolt.
import { expect, test } from '@playwright/test';
import { importSave, rassikSave, SEED31_TO_GRINDER_ROUND3 } from './helpers';

const THUNDERBOLT = rassikSave(31, [...SEED31_TO_GRINDER_ROUND3]);

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
])
  test(`Thunderbolt's targets name their Titans at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await importSave(page, THUNDERBOLT);
    await page.getByRole('button', { name: 'Show my cards', exact: true }).click();
    await page.locator('.cards--bar [data-card="thunderbolt"]').getByRole('button', { name: 'Play' }).click();
    const group = page.locator('[data-space-buttons]');
    await expect(group).toBeVisible();
    const buttons = await group.locator('button').evaluateAll((bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect();
        return {
          name: (b as HTMLElement).innerText.trim(),
          l: r.left,
          r: r.right,
          t: r.top,
          h: r.height,
        };
      }),
    );
    await page.screenshot({ path: `test-results/screens/target-names-${viewport.width}.png` });
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const b of buttons) {
      // "Craken (E3)": the Titan, then its space.
      expect(b.name).toMatch(/^(Rassïk|Grinder|Craken) \([A-F]\d{1,2}\)$/);
      expect(b.h).toBeGreaterThanOrEqual(44);
      expect(b.l).toBeGreaterThanOrEqual(0);
      expect(b.r).toBeLessThanOrEqual(viewport.width);
    }
    expect(new Set(buttons.map((b) => Math.round(b.t))).size).toBeLessThanOrEqual(2);
    // The accessible name says the same, the space in it.
    await expect(
      group.getByRole('button', { name: /^(Rassïk|Grinder|Craken) \([A-F]\d{1,2}\)$/ }),
    ).toHaveCount(buttons.length);
  });
