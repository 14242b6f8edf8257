// What the production server sends besides the page (issues 23.8 and 24): `frame-ancestors 'none'` as a
// header (a meta-tag CSP cannot carry it), the CSP on the Web Workers' scripts too, a cross-origin frame
// refused, the script fallback where a host sends no header, and a real robots.txt.
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const EVIL = 'http://evil.example/';

test('every response carries the CSP with frame-ancestors, the workers’ scripts included', async ({
  request,
}) => {
  const workers = readdirSync('dist/assets').filter((f) => /worker.*\.js$/.test(f));
  expect(workers.length).toBeGreaterThanOrEqual(2);
  for (const path of ['./', './index.html', './sw.js', ...workers.map((w) => `./assets/${w}`)]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("connect-src 'self'");
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('robots.txt is robots rules, not the app’s page', async ({ request }) => {
  const res = await request.get('./robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await res.text()).toMatch(/^User-agent: \*/);
});

test('the page has a meta description and the route’s title, in the UI’s language', async ({ page }) => {
  await page.goto('./#/lab');
  await expect(page).toHaveTitle('Playtest lab — Titan Race Online');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /dice-drafting race/);
  await page.goto('./');
  await expect(page).toHaveTitle(/^Titan Race Online — /);
});

/** A page of another origin that frames the app. */
async function framingPage(page: import('@playwright/test').Page, app: string) {
  await page.route(EVIL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>evil</title><iframe id="app" src="${app}" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(EVIL);
}

test('another origin cannot frame the app: the browser refuses it', async ({ page, baseURL }) => {
  await framingPage(page, baseURL!);
  // Chromium puts its error page in the frame instead of the app.
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toEqual([EVIL, expect.stringMatching(/^chrome-error:/)]);
  await expect(page.frameLocator('#app').locator('#root')).toHaveCount(0);
});

test('where the host sends no header, the framed app does not start and offers its own tab', async ({
  page,
  baseURL,
}) => {
  // A static host without _headers: the same files, no CSP or X-Frame-Options header.
  await page.route(`${baseURL}**`, async (route) => {
    const res = await route.fetch();
    const headers = { ...res.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response: res, headers });
  });
  await framingPage(page, baseURL!);
  const frame = page.frameLocator('#app');
  await expect(frame.getByText('Titan Race does not run inside another site’s page.')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open Titan Race in its own tab' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(frame.getByRole('button')).toHaveCount(0); // nothing of the game to click
});
