// Play-test (3 people on one 390×844 phone): Thunderbolt's targets said "E3", "C5" — which Titan stood
// there had to be decoded on the board. A target button with a Titan on it says whom first ("Craken (E3)"),
// the space kept in its name, every button 44 px high, all of them within the bar's width in one or two rows
// at 360 px. Grinder's turn of tablet-hand.spec's game (seed 31): its hand holds Thunderbolt.
import { expect, test } from '@playwright/test';
import { importSave, playLink, quietSettings, rassikSave, SEED31_TO_GRINDER_ROUND3 } from './helpers';
import { newPlayer, newStats, pressOnce } from './presses';

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

// A phone under 700 px high showed an optional strike's or trap's targets as the space alone ("B4"): the
// names put purple's Life timing past the fold there. Now the name is over the space in the 44 px button
// (phone-fold.spec's 360×640 games keep 0 answers out of view). The walker of phone-fold plays seed 112 to
// its first such question: Rassïk's green strike, Craken on B4 among the targets.
test('an optional strike names its Titan over the space at 360×640', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await quietSettings(page);
  await page.goto(
    `/${playLink({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed: 112 })}`,
  );
  await expect(page.locator('[data-pool]')).toBeAttached();
  const stats = newStats();
  const player = newPlayer(0, true);
  const named = page.locator('.choice--optional [data-space-buttons] button:has(.target-long)');
  for (let n = 0; n < 200 && (await named.count()) === 0; n++)
    await pressOnce(page, stats, { measure: false, player });
  await expect(named.first()).toBeVisible();
  const buttons = await page.locator('.choice--optional [data-space-buttons] button').evaluateAll((bs) =>
    bs.map((b) => {
      const r = b.getBoundingClientRect();
      // The words shown (the whole words are clipped away: the button's name).
      const shown = (b.querySelector('.target-short') ?? b) as HTMLElement;
      const name = b.querySelector('.target-titan')?.getBoundingClientRect();
      return {
        text: shown.innerText.replace(/\s+/g, ' ').trim(),
        nameH: name?.height ?? 0,
        l: r.left,
        r: r.right,
        h: r.height,
      };
    }),
  );
  await page.screenshot({ path: 'test-results/screens/target-names-optional-360.png' });
  // What the eye reads: the Titan's name, then its space (two lines); an empty space by its name alone.
  const titans = buttons.filter((b) => / /.test(b.text));
  expect(titans.length).toBeGreaterThanOrEqual(1);
  for (const b of titans) {
    expect(b.text).toMatch(/^(Rassïk|Grinder|Craken|Slaugg) [A-F]\d{1,2}$/);
    expect(b.nameH).toBeGreaterThan(8);
  }
  for (const b of buttons) {
    expect(b.h).toBeGreaterThanOrEqual(44);
    expect(b.l).toBeGreaterThanOrEqual(0);
    expect(b.r).toBeLessThanOrEqual(360);
  }
  // The accessible name is still the whole words, and no page scroll.
  await expect(named.first()).toHaveAccessibleName(/^(Rassïk|Grinder|Craken|Slaugg) \([A-F]\d{1,2}\)$/);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight),
  ).toBe(true);
});
