// One-off: the app's PNG icons (web app manifest, Apple touch icon) drawn from public/favicon.svg by
// the machine's Chromium (scripts/find-chromium.ts) through Playwright — no network, no image library. Run again after changing the
// favicon:  npx tsx scripts/make-icons.ts   (writes public/icons/*.png, which are committed).
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromiumPath } from './find-chromium.ts';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const out = (name: string) => new URL(`../public/icons/${name}`, import.meta.url);
const BACKGROUND = '#f4efe6'; // the app's background (--bg) (theme_color/background_color in the manifest)

/**
 * `any`: the diamond fills the square on a transparent ground, like the favicon. `maskable`: the
 * platform crops it (circle, squircle…), so it sits inside the 80 % safe zone on an opaque ground.
 */
const ICONS: { name: string; size: number; maskable: boolean }[] = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-192.png', size: 192, maskable: true },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and no transparency: an opaque ground, a little margin.
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of ICONS) {
  const inner = icon.maskable ? Math.round(icon.size * 0.72) : icon.size;
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? BACKGROUND : 'transparent'}">
      <img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">
    </body></html>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  writeFileSync(out(icon.name), await page.screenshot({ omitBackground: !icon.maskable }));
  console.log(`public/icons/${icon.name} ${icon.size}×${icon.size}`);
}
await browser.close();
