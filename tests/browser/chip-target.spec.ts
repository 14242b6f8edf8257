// Play-test (3 people on one 390×844 phone, cards on): "each chip (72×42 px) holds several separate buttons
// of 14–22 px". Probed as touch-targets.spec probes a finger (elementFromPoint): a chip's facts (Life, lap,
// place in the draft, die, cards) are buttons for the keyboard and screen readers, but a finger anywhere on
// the chip lands on its one target, the head (its ::before covers the chip), which opens the details; that
// target is 44 px or more each way. The facts were no separate targets already (the buttons the tester
// counted are the facts' accessible buttons); the probe found the chip's colour strip (its 4 px left border,
// outside the head's ::before) landing on the chip itself, which opened nothing: now covered.
import { expect, test } from '@playwright/test';
import { importSave, rassikSave } from './helpers';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`a chip is one tap target at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await importSave(page, rassikSave(1039013204, [{ type: 'roll' }, { type: 'chooseDie', die: 0 }]));
    await expect(page.locator('[data-titan-panel]')).toHaveCount(3);
    const chips = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-titan-panel]')].map((chip) => {
        const head = chip.querySelector('.titan-head')!;
        const r = chip.getBoundingClientRect();
        // Every point of the chip and 22 px around it: where a finger lands, and whether on the head.
        const landed = new Set<string>();
        let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
        for (let y = Math.max(0, Math.floor(r.top - 22)); y <= Math.ceil(r.bottom + 22); y++)
          for (
            let x = Math.max(0, Math.floor(r.left - 22));
            x <= Math.min(innerWidth - 1, r.right + 22);
            x++
          ) {
            const hit = document.elementFromPoint(x + 0.5, y + 0.5);
            if (!hit || !chip.contains(hit)) continue;
            landed.add(head.contains(hit) ? 'head' : `${hit.tagName}.${hit.className}`);
            if (head.contains(hit)) {
              x0 = Math.min(x0, x);
              y0 = Math.min(y0, y);
              x1 = Math.max(x1, x + 1);
              y1 = Math.max(y1, y + 1);
            }
          }
        return {
          titan: chip.dataset.titanPanel,
          chip: [Math.round(r.width), Math.round(r.height)],
          landed: [...landed],
          hit: [x1 - x0, y1 - y0],
          facts: chip.querySelectorAll('.titan-facts button').length,
        };
      }),
    );
    for (const c of chips) {
      // The facts are there (keyboard, screen reader)…
      expect(c.facts, c.titan).toBeGreaterThanOrEqual(3);
      // …but a finger on the chip only ever lands on its head: one target, 44 px or more each way.
      expect(c.landed, c.titan).toEqual(['head']);
      expect(c.hit[0], c.titan).toBeGreaterThanOrEqual(44);
      expect(c.hit[1], c.titan).toBeGreaterThanOrEqual(44);
    }
    // A tap on the lap ("L1", not a button) opens the details.
    const lap = (await page.locator('[data-titan-panel="rassik"] .titan-lap-chip').boundingBox())!;
    await page.mouse.click(lap.x + lap.width / 2, lap.y + lap.height / 2);
    await expect(page.locator('[data-titan-panel="rassik"] .titan-more')).toBeVisible();
  });
