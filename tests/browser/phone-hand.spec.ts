// The hand shown on a phone hangs over the board's foot, above the action bar (so the question keeps its
// place in the bar). The play-test found it (1) over the board's bottom rows and start line — at 390×844
// the hand 491–558 px over a drawing to 519 — and (2) over the loaded game's notice, which lasts until the
// next action (notice 502–558, unreadable behind it). Now the board's drawing gives up the height the hand
// takes from its cell (the board whole, smaller, while the hand is shown), and the messages stack above
// the hand. The question and its answers stay in the bar's view; the page never scrolls.
import { test, expect, type Page } from '@playwright/test';
import { importSave, RASSIK_PURPLE_SAVE } from './helpers';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const meets = (a: Box, b: Box) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;

async function box(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  for (const lang of ['en', 'fr'] as const)
    test(`the hand shown: the board whole beside it, the notice readable above it — ${size.width}×${size.height} ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await importSave(page, RASSIK_PURPLE_SAVE, lang);
      await expect(page.locator('[data-choice="face"]')).toBeVisible();
      const notice = page.locator('[data-action-bar] .msg--notice');
      await expect(notice).toBeVisible();
      const boardBefore = await box(page, '.play-board .board-svg');
      await page
        .locator('.action-foot button', { hasText: lang === 'en' ? 'Show my cards' : 'Montrer mes cartes' })
        .click();
      const hand = page.locator('.cards--bar');
      await expect(hand).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/phone-hand-${size.width}x${size.height}-${lang}.png`,
      });
      const h = await box(page, '.cards--bar');
      // (1) No space of the board behind the hand, nor any of the drawing (the start line, the rows' names).
      const svg = await box(page, '.play-board .board-svg');
      expect(svg.bottom, 'the board drawn above the hand').toBeLessThanOrEqual(h.top + 0.5);
      const spaces = await page.locator('[data-space]').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }),
      );
      expect(spaces.length).toBeGreaterThan(30);
      expect(
        spaces.filter((s) => meets(s, h)),
        'spaces behind the hand',
      ).toEqual([]);
      // Whole and on screen, as wide as before at most (it gives up height; the bar does not move).
      expect(svg.top).toBeGreaterThanOrEqual(0);
      expect(svg.right - svg.left).toBeLessThanOrEqual(boardBefore.right - boardBefore.left + 0.5);
      // (2) The notice: on screen, not behind the hand, nor over the bar.
      const n = await box(page, '[data-action-bar] .msg--notice');
      expect(meets(n, h), 'the notice behind the hand').toBe(false);
      expect(n.top, 'the notice on screen').toBeGreaterThanOrEqual(54);
      expect(meets(n, await box(page, '[data-action-bar] .turn-banner')), 'the notice over the banner').toBe(
        false,
      );
      const at = await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x, y)?.closest('.msg--notice'),
        [(n.left + n.right) / 2, (n.top + n.bottom) / 2],
      );
      expect(at, 'the notice on top where it is').toBe(true);
      // The question keeps its place: purple's title and faces whole in the body's view, Play on screen.
      const out = await page.locator('.action-body').evaluate((body) => {
        const v = body.getBoundingClientRect();
        return [...body.querySelectorAll('[data-guide] .guide-title, [data-guide] fieldset.choice > button')]
          .filter((a) => {
            const r = a.getBoundingClientRect();
            return r.top < v.top - 0.5 || r.bottom > v.bottom + 0.5;
          })
          .map((a) => (a.textContent ?? '').trim().slice(0, 30));
      });
      expect(out, 'the question outside the body’s view').toEqual([]);
      await expect(hand.getByRole('button').first()).toBeInViewport({ ratio: 1 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
        'no page scroll',
      ).toBe(true);
      // Hidden again, the board takes its room back.
      await page.locator('.action-foot button', { hasText: lang === 'en' ? 'Hide' : 'Cacher' }).click();
      await expect(hand).toHaveCount(0);
      expect(await box(page, '.play-board .board-svg')).toEqual(boardBefore);
    });
