// Every control a finger can press on the phone's play screen has a hit area of at least 44 × 44 px: the
// header's Menu and chips, the log line's Log, the dice, the bar's buttons and the offered spaces. A hit
// area may be larger than the box it draws (a transparent ::before, so the board keeps its height), so it
// is measured as a finger finds it: every point within 22 px of the control's box is probed with
// elementFromPoint, and the points that land on the control (or inside it) span its hit box. A control
// the pointer cannot reach at all (pointer-events: none: a chip's facts on a phone, whose tap is the
// chip's) is not a tap target; the keyboard still reaches it. The board's spaces (SVG) are left out: a
// whole circuit cannot give each a finger's width on a phone, so the offered spaces are also the bar's
// 44 px buttons there (checked here with the rest).
import { expect, test, type Page } from '@playwright/test';
import { BROWN, playLink, quietSettings } from './helpers';

/** The visible tap targets whose hit box is under 44 px in a dimension, as "name w×h". */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>('button, [role=button]')].filter((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const shown = r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
      return shown && s.pointerEvents !== 'none' && !el.closest('svg');
    });
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      const left = Math.max(0, Math.floor(r.left - 22));
      const right = Math.min(innerWidth - 1, Math.ceil(r.right + 22));
      const top = Math.max(0, Math.floor(r.top - 22));
      const bottom = Math.min(innerHeight - 1, Math.ceil(r.bottom + 22));
      for (let y = top; y <= bottom; y++)
        for (let x = left; x <= right; x++) {
          const hit = document.elementFromPoint(x + 0.5, y + 0.5);
          if (!hit || !el.contains(hit)) continue;
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x + 1);
          y1 = Math.max(y1, y + 1);
        }
      const [w, h] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
      if (w < 44 || h < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent ?? el.className;
        small.push(`${el.className} “${name.trim().slice(0, 24)}” ${w}×${h}`);
      }
    }
    return small;
  });

/** The play screen at `viewport` has no small target before the roll, nor once the die's spaces are offered. */
async function noSmallTargetsInFirstTurn(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await quietSettings(page);
  await page.goto(`./${playLink(BROWN)}`);
  await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
  await expect(page.locator('[data-space="C1"]')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`every tap target of the play screen is 44 px or more at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await noSmallTargetsInFirstTurn(page, viewport);
  });

// A tablet is a touch screen too: its header's buttons, the chips and the bar's answers are tapped with a
// finger (at 820×1180 the header's buttons were 40 px high, a chip's name 37 px and its facts — place, die,
// cards, each a button that explains itself — 19 px).
test.describe('a touch tablet', () => {
  test.use({ hasTouch: true, isMobile: true });
  for (const viewport of [
    { width: 820, height: 1180 },
    { width: 1180, height: 820 },
  ])
    test(`every tap target of the play screen is 44 px or more at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await noSmallTargetsInFirstTurn(page, viewport);
      // A chip opened by a tap on it says in words what its facts mean (they are no tap targets here).
      const chip = page.locator('[data-titan-panel="slaugg"]');
      await chip.locator('.titan-head').tap();
      await expect(chip.locator('.titan-more-facts')).toBeVisible();
      await expect(chip.locator('.titan-more-facts')).toContainText('draft of round 1');
      // Its details' own button takes its tap (not the chip's hit area under it): the hand is shown.
      const grinder = page.locator('[data-titan-panel="grinder"]');
      await grinder.locator('.titan-head').tap();
      await grinder.getByRole('button', { name: 'Show my cards' }).tap();
      await expect(grinder.getByRole('button', { name: 'Hide my cards' })).toBeVisible();
    });
});
