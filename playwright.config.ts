import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/find-chromium.ts';

// Browser tests drive the machine's Chromium or Chrome, never a downloaded browser: the one
// scripts/find-chromium.ts finds (CHROME_PATH, Debian's /usr/bin/chromium, …), which `npm test` installs
// first on Debian/Ubuntu as root (issue 24). With none, this throws the install command: never skipped.
// PW_PORT lets several checkouts on one machine run their browser tests at once without one reusing
// another's preview server.
const port = Number(process.env.PW_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}/`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: origin,
    // In CI always a fresh server of this checkout's build; locally one already running is reused.
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  use: {
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
    // The app's service worker (issue 14) would answer requests that tests fault with page.route; only
    // tests/browser/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
