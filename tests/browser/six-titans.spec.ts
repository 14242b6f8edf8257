// Six Titans on a phone: every chip of the header's strip readable at once, from 360 to 430 px wide, with
// no sideways scroll (the strip scrolled ~110–120 px at 390 px: the fifth chip cut, the sixth out of view).
// Each chip shows its Titan's swatch (colour and two letters), its Life and its place in the draft, and
// stays one tap target of at least 44 × 44 px that opens its sheet.
import { expect, test, type Page } from '@playwright/test';
import { playLink, playOneClick, quietSettings } from './helpers';

const SIX = {
  circuits: ['kaldheira'],
  titans: ['craken', 'grinder', 'slaugg', 'rassik', 'ragnarok', 'chtoolhoo'],
  seed: 5,
  first: 'craken',
};

/** Each chip's box, its shown parts' boxes, and its hit box found as a finger finds it (elementFromPoint). */
const chipBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      if (r.width === 0 || r.height === 0 || s.visibility === 'hidden' || s.display === 'none') return null;
      return { x: r.left, y: r.top, r: r.right, b: r.bottom };
    };
    return [...document.querySelectorAll('[data-titan-panel]')].map((chip) => {
      const head = chip.querySelector('.titan-head')!;
      const c = chip.getBoundingClientRect();
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let y = Math.max(0, Math.floor(c.top - 22)); y <= Math.ceil(c.bottom + 22); y++)
        for (let x = Math.max(0, Math.floor(c.left - 22)); x <= Math.min(innerWidth - 1, c.right + 22); x++) {
          const hit = document.elementFromPoint(x + 0.5, y + 0.5);
          if (!hit || !head.contains(hit)) continue;
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
        }
      return {
        titan: chip.getAttribute('data-titan-panel')!,
        chip: box(chip)!,
        swatch: box(chip.querySelector('.titan-swatch')),
        letters: chip.querySelector('.titan-swatch')?.textContent ?? '',
        life: box(chip.querySelector('.titan-life-short')),
        lifeText: chip.querySelector('.titan-life-short [aria-hidden]')?.textContent ?? '',
        draft: box(chip.querySelector('.titan-draft-short')),
        draftText: chip.querySelector('.titan-draft-short')?.textContent ?? '',
        hit: { w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) },
      };
    });
  });

const inside = (
  a: { x: number; y: number; r: number; b: number },
  b: { x: number; y: number; r: number; b: number },
) => a.x >= b.x - 0.5 && a.r <= b.r + 0.5 && a.y >= b.y - 0.5 && a.b <= b.b + 0.5;

for (const [viewport, lang] of [
  [{ width: 360, height: 640 }, 'en'],
  [{ width: 360, height: 640 }, 'fr'],
  [{ width: 375, height: 667 }, 'en'],
  [{ width: 390, height: 844 }, 'en'],
  [{ width: 412, height: 915 }, 'en'],
  [{ width: 430, height: 932 }, 'en'],
] as const)
  test(`six Titans' chips all readable without a sideways scroll at ${viewport.width}×${viewport.height} (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await quietSettings(page);
    await page.goto(`./${playLink(SIX)}`);
    // Into the round: rolled and a die or two taken (a chip with a die is the widest).
    for (let i = 0; i < 4; i++) await playOneClick(page);
    if (lang === 'fr') {
      // The same game in French (« n°2 » is wider than "#2"): the language kept, the game's address reloaded.
      await page.evaluate(() => localStorage.setItem('titan-race/lang', 'fr'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    await expect(page.locator('[data-titan-panel]')).toHaveCount(6);
    const strip = page.locator('.table-players');
    const fits = await strip.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(
      fits.scroll,
      `the strip's content (${fits.scroll} px) fits its ${fits.client} px`,
    ).toBeLessThanOrEqual(fits.client + 1);
    const s = (await strip.boundingBox())!;
    const stripBox = { x: s.x, y: s.y, r: s.x + s.width, b: s.y + s.height };
    const view = { x: 0, y: 0, r: viewport.width, b: viewport.height };
    for (const c of await chipBoxes(page)) {
      expect(inside(c.chip, stripBox) && inside(c.chip, view), `${c.titan}'s chip wholly in the strip`).toBe(
        true,
      );
      // Its swatch with the two letters, its Life and its place in the draft, each shown inside the chip.
      expect(c.letters).toMatch(/^[A-Z][a-z]$/);
      expect(c.lifeText).toMatch(/^♥\d+$/);
      expect(c.draftText).toMatch(lang === 'fr' ? /^n°[1-6]$/ : /^#[1-6]$/);
      for (const [part, b] of [
        ['swatch', c.swatch],
        ['Life', c.life],
        ['draft place', c.draft],
      ] as const)
        expect(b && inside(b, c.chip), `${c.titan}'s ${part} shown inside its chip`).toBe(true);
      expect(c.hit.w, `${c.titan}'s hit width`).toBeGreaterThanOrEqual(44);
      expect(c.hit.h, `${c.titan}'s hit height`).toBeGreaterThanOrEqual(44);
    }
    // The header keeps its height and the page does not scroll.
    expect(s.height).toBeLessThanOrEqual(54);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
    ).toBe(true);
    // The last chip opens its sheet with a tap, the sheet saying its Life, die and cards in words.
    const last = page.locator('[data-titan-panel="chtoolhoo"]');
    await last.locator('.titan-head').click();
    await expect(last.locator('.titan-more')).toBeInViewport({ ratio: 1 });
    await expect(last.locator('.titan-more-facts')).toContainText(
      lang === 'fr' ? /vie.*carte/i : /Life.*card/,
    );
    await page.screenshot({
      path: `test-results/screens/phone-six-${viewport.width}x${viewport.height}-${lang}.png`,
    });
  });

// The round's first roll of six dice on a phone: every die of the pool in the action bar's view, in one row
// (at 390 and 430 px four dice took a row and the other two a second one under the body's fold, with the
// first player's "your colour" tag making the row taller: a new player saw four dice of six).
for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
])
  test(`six dice of the first roll all in the action bar's view at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await quietSettings(page);
    await page.goto(`./${playLink(SIX)}`);
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    const dice = page.locator('[data-pool] button[data-die-face]');
    await expect(dice).toHaveCount(6);
    const out = await page.evaluate(() => {
      const body = document.querySelector('.action-body')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-pool] button[data-die-face]')]
        .map((d) => [d.getAttribute('data-die-face'), d.getBoundingClientRect()] as const)
        .filter(
          ([, r]) => r.top < body.top - 0.5 || r.bottom > body.bottom + 0.5 || r.width < 44 || r.height < 44,
        )
        .map(
          ([f, r]) =>
            `${f}: ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(body.top)}–${Math.round(body.bottom)}, ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    });
    expect(out, 'dice outside the body’s view or under 44 px').toEqual([]);
    // One row: each die starts right of the one before it (a second row would start back at the left).
    const xs = await dice.evaluateAll((ds) =>
      ds.map((d) => [d.getBoundingClientRect().left, d.getBoundingClientRect().right]),
    );
    for (let i = 1; i < xs.length; i++)
      expect(xs[i]![0], `die ${i + 1} right of die ${i}`).toBeGreaterThanOrEqual(xs[i - 1]![1]);
    await page.screenshot({
      path: `test-results/screens/phone-six-pool-${viewport.width}x${viewport.height}.png`,
    });
  });

// Six Titans on a tablet or a window 700–1199 px wide: each chip's Titan name whole. The "playing" badge
// beside the name cut the Titan on turn to "Cr…" or "R…" in a chip of a third of the column (820×1180),
// exactly the chip the table looks for; the chip's ring marks it, as on a laptop with six.
for (const viewport of [
  { width: 820, height: 1180 },
  { width: 768, height: 1024 },
  { width: 1180, height: 820 },
  { width: 1024, height: 768 },
])
  test(`six Titans' names whole on their chips at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await quietSettings(page);
    await page.goto(`./${playLink(SIX)}`);
    // Each Titan in turn: the chip on turn is checked at every turn of the first round.
    for (let turn = 0; turn < 6; turn++) {
      const active = (await page.locator('.play').getAttribute('data-active'))!;
      // Upright tablets have the height for the player's name on a line of its own: whole too. (A small
      // laptop's 160 px column shares that line with the draft place: "Player 1" is cut there, "Ann" not.)
      const upright = viewport.width < viewport.height;
      const cut = await page.evaluate(
        (withPlayer) =>
          [...document.querySelectorAll('[data-titan-panel] .titan-names > *')]
            .filter((e) => withPlayer || e.tagName === 'STRONG')
            .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().width === 0)
            .map((e) => e.textContent),
        upright,
      );
      expect(cut, `names cut with ${active} on turn`).toEqual([]);
      // Every chip wholly in its box's view (three rows took 346 px of a 284 px box at 768×1024), and the
      // page with nothing to scroll (the chips' hidden words let it scroll 40 px there).
      const box = await page
        .locator('.table-players')
        .evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
      expect(box.scroll, `the chips' ${box.scroll} px in a ${box.client} px box`).toBeLessThanOrEqual(
        box.client + 1,
      );
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
        `no page scroll with ${active} on turn`,
      ).toBe(true);
      await expect(page.locator(`[data-titan-panel="${active}"]`)).toHaveClass(/titan-panel--active/);
      for (let n = 0; n < 20 && (await page.locator('.play').getAttribute('data-active')) === active; n++)
        await playOneClick(page);
    }
    await page.screenshot({
      path: `test-results/screens/six-titans-${viewport.width}x${viewport.height}.png`,
    });
  });
