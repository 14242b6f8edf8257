// Play-test (3 people on a 390×844 phone): a chip hid "Lap 2 of 3", so Rassïk on lap 2 at A1 looked last.
// A phone's chip now says the lap ("L1") beside its Life, inside the chip's size of before (72×42 at 390 px)
// and the header's width at 360 px; the chip stays one tap target (touch-targets.spec).
import { expect, test } from '@playwright/test';
import { importSave, rassikSave } from './helpers';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`each chip shows its Titan's lap within its size at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await importSave(page, rassikSave(1039013204, [{ type: 'roll' }]));
    await expect(page.locator('[data-titan-panel]')).toHaveCount(3);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-titan-panel]')].map((chip) => {
        const box = (el: Element | null) => {
          if (!el) return null;
          const r = el.getBoundingClientRect();
          return r.width > 0
            ? { l: r.left, r: r.right, t: r.top, b: r.bottom, w: r.width, h: r.height }
            : null;
        };
        return {
          chip: box(chip),
          lap: box(chip.querySelector('.titan-lap-chip')),
          lapText: chip.querySelector('.titan-lap-chip')?.textContent,
          life: box(chip.querySelector('.titan-life-short > span')),
        };
      }),
    );
    for (const b of boxes) {
      expect(b.lapText).toBe('L1');
      expect(b.lap, 'the lap is shown').not.toBeNull();
      const [chip, lap, life] = [b.chip!, b.lap!, b.life!];
      // Inside the chip, on the Life's row, right of the Life (not over it).
      expect(lap.l).toBeGreaterThanOrEqual(chip.l);
      expect(lap.r).toBeLessThanOrEqual(chip.r);
      expect(lap.t).toBeGreaterThanOrEqual(chip.t);
      expect(lap.b).toBeLessThanOrEqual(chip.b);
      expect(lap.l).toBeGreaterThanOrEqual(life.r + 2);
      // The chip's size of before the lap (71.6×42.2 at 390 px; 73.6×43.2 with a die taken).
      expect(chip.w).toBeLessThanOrEqual(74);
      expect(chip.h).toBeLessThanOrEqual(44);
    }
    // The three chips fit the header's width beside the Menu button: none cut, no sideways scroll.
    expect(Math.max(...boxes.map((b) => b.chip!.r))).toBeLessThanOrEqual(viewport.width);
  });
