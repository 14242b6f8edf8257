// The notice after an Undo ("Undone: the move.") lasts until the next action. From 700 px wide the bar's
// messages hung over its turn banner, so for all that time the banner — whose turn it is, the round — was
// hidden (play-test at 768×1024: notice 67–102 px over a banner 62–103). The notice now takes its place
// in the flow under the banner (the passing messages, a wrong tap's answer, still hang over it for their
// few seconds: wrong-tap.spec.ts); on phones it hangs above the bar, as before. Nowhere does it cover the
// banner, the question or the row of buttons, nor does the page scroll.
import { test, expect, type Page } from '@playwright/test';
import { importSave, RASSIK_PURPLE_SAVE } from './helpers';

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
type Box = Awaited<ReturnType<typeof boxOf>>;
const meets = (a: Box, b: Box) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;

for (const size of [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  for (const lang of ['en', 'fr'] as const)
    test(`"Undone: the move." leaves the turn banner in sight — ${size.width}×${size.height} ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await importSave(page, RASSIK_PURPLE_SAVE, lang);
      // Red (one move, to A9), confirmed, then taken back.
      await page.locator('[data-choice="face"] button').first().click();
      await page.locator('button[data-confirm]').click();
      await expect(page.locator('[data-choice="face"]')).toHaveCount(0);
      await page.locator('.action-foot button.btn--undo').click();
      const notice = page.locator('[data-action-bar] .msg--notice');
      await expect(notice).toHaveText(lang === 'en' ? 'Undone: the move.' : 'Défait : le déplacement.');
      await expect(page.locator('[data-choice="face"]')).toBeVisible();
      await page.screenshot({ path: `test-results/screens/undone-${size.width}x${size.height}-${lang}.png` });
      const n = await boxOf(page, '[data-action-bar] .msg--notice');
      for (const sel of ['.turn-banner', '.action-body', '.action-foot'])
        expect(meets(n, await boxOf(page, sel)), `the notice over ${sel}`).toBe(false);
      await expect(notice).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.turn-banner')).toBeInViewport({ ratio: 1 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
        'no page scroll',
      ).toBe(true);
    });
