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
      await expect(notice.locator('span')).toHaveText(
        lang === 'en' ? 'Undone: the move.' : 'Défait : le déplacement.',
      );
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

// The play-test at 360×640: the notice ("Saved game loaded…", lasting until the next action) hangs over the
// board's foot on a phone and had no ✕, so a player who had read it could not take it away. It has one now,
// a 44 px target on top where it is drawn; the action bar keeps its place and height (the notice is out of
// its flow on a phone: no row added to it), and the ✕ takes only the notice away.
for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
])
  test(`the notice's ✕ closes it, a 44 px target — ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await importSave(page, RASSIK_PURPLE_SAVE);
    await expect(page.locator('[data-choice="face"]')).toBeVisible();
    const notice = page.locator('[data-action-bar] .msg--notice');
    await expect(notice).toContainText('Saved game loaded');
    const close = notice.getByRole('button', { name: 'Dismiss message' });
    await expect(close).toBeInViewport({ ratio: 1 });
    const c = (await close.boundingBox())!;
    expect(c.width, 'the ✕ is 44 px wide').toBeGreaterThanOrEqual(44);
    expect(c.height, 'the ✕ is 44 px high').toBeGreaterThanOrEqual(44);
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-dismiss-notice]'),
      [c.x + c.width / 2, c.y + c.height / 2],
    );
    expect(onTop, 'the ✕ on top where it is drawn').toBe(true);
    await page.screenshot({ path: `test-results/screens/notice-close-${size.width}x${size.height}.png` });
    const bar = await boxOf(page, '[data-action-bar]');
    const foot = await boxOf(page, '.action-foot');
    await close.click();
    await expect(notice).toHaveCount(0);
    // Only the notice went: the question is still asked, and on a phone the bar did not move.
    await expect(page.locator('[data-choice="face"]')).toBeVisible();
    if (size.width < 700) {
      expect(await boxOf(page, '[data-action-bar]'), 'the bar, with and without the notice').toEqual(bar);
      expect(await boxOf(page, '.action-foot'), 'its row of buttons').toEqual(foot);
    }
  });

// The play-test at 360×640 with the notice shown ("Saved game loaded…"): the pool's remaining dice at the top
// of the body were cut in half. The body scrolls each question into view, snapped to a block's top
// (questionScroll.ts): here to the move's title, 102 px down, so purple's five faces are whole under it; but
// the body's content ended 74 px down, so it stopped there, in the middle of the dice. It now has room
// under the answers to reach the block's top. Every block at the body's top is wholly in its view or wholly
// out of it, each die of the pool too; the faces are in view; the board is whole and uncovered; no page
// scroll.
for (const lang of ['en', 'fr'] as const)
  test(`with the notice at 360×640 the pool's dice are not cut, nor any block of the body — ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await importSave(page, RASSIK_PURPLE_SAVE, lang);
    await expect(page.locator('[data-action-bar] .msg--notice')).toBeVisible();
    await expect(page.locator('[data-choice="face"] button')).toHaveCount(5);
    await page.screenshot({ path: `test-results/screens/notice-pool-360x640-${lang}.png` });
    const cut = await page.evaluate(() => {
      const body = document.querySelector('.action-body')!;
      const v = body.getBoundingClientRect();
      return [...body.querySelectorAll(':scope > *, .guide > *, [data-pool] [data-die-face]')].flatMap(
        (e) => {
          const r = e.getBoundingClientRect();
          if (r.height === 0) return [];
          const inside = r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
          const out = r.bottom <= v.top + 1 || r.top >= v.bottom - 1;
          return inside || out
            ? []
            : [`${e.className} ${Math.round(r.top - v.top)}..${Math.round(r.bottom - v.top)}`];
        },
      );
    });
    expect(cut, 'blocks cut by the body’s edges').toEqual([]);
    for (const face of await page.locator('[data-choice="face"] button').all())
      await expect(face).toBeInViewport({ ratio: 1 });
    const faces = await page.locator('[data-choice="face"] button').evaluateAll((bs) => {
      const v = bs[0]!.closest('.action-body')!.getBoundingClientRect();
      return bs.every((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
      });
    });
    expect(faces, 'the five faces inside the body’s view').toBe(true);
    const n = await boxOf(page, '[data-action-bar] .msg--notice');
    const spaces = await page.locator('[data-space]').evaluateAll((ss) =>
      ss.map((s) => {
        const r = s.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
    expect(spaces.length).toBeGreaterThan(0);
    for (const s of spaces) {
      expect(s.top >= 0 && s.bottom <= 640 && s.left >= 0 && s.right <= 360, 'a space on screen').toBe(true);
      expect(meets(n, s), 'the notice over a space').toBe(false);
    }
    await expect(page.locator('.action-foot')).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
      'no page scroll',
    ).toBe(true);
  });
