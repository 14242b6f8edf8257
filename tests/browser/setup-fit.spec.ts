// The setup as a quick start at the five sizes of a table's devices: the players' count and the first
// names at the top, "Start the race" on screen without scrolling (it stays at the window's bottom however
// long the rest is), and never a sideways scroll (a 394 px Titan select made the page scroll sideways at
// 360 and 390 px). Pressed with the mouse at its centre, as a person taps: the race starts.
import { test, expect } from '@playwright/test';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

for (const size of SIZES)
  test(`setup starts without scrolling — ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('./#/setup');
    const start = page.getByRole('button', { name: 'Start the race' });
    await expect(start).toBeVisible();
    const where = await start.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      const doc = document.documentElement;
      return {
        x,
        y,
        inView: x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight,
        uncovered: !!hit && (hit === el || el.contains(hit)),
        height: r.height,
        sideways: doc.scrollWidth - doc.clientWidth,
        scrolled: scrollY,
      };
    });
    expect(where.scrolled).toBe(0);
    expect(where.inView, `Start's centre (${where.x}, ${where.y}) on screen`).toBe(true);
    expect(where.uncovered, 'nothing covers Start').toBe(true);
    expect(where.height).toBeGreaterThanOrEqual(44);
    expect(where.sideways, 'no sideways scroll').toBeLessThanOrEqual(0);
    // The first player's name is in view too: players, names, Start.
    const name = page.getByRole('textbox').first();
    const nameBox = await name.boundingBox();
    expect(nameBox && nameBox.y + nameBox.height <= size.height).toBe(true);
    await page.mouse.click(where.x, where.y);
    await expect(page.locator('[data-pool]')).toBeAttached();
  });
