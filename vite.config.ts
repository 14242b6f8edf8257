import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { brotli } from './scripts/brotli-plugin.ts';
import { httpHeaders } from './scripts/headers-plugin.ts';
import { serviceWorker } from './scripts/sw-plugin.ts';
import { gitCommit } from './src/cli/commit.ts';

/**
 * The Content-Security-Policy of the built app (issue 10): only its own scripts, workers, styles and
 * fonts; images also as data:/blob: (exported pictures), nothing to or from another origin. Added to
 * the production build only: the dev server's React Refresh needs an inline script. What a meta tag
 * cannot carry (frame-ancestors, the workers' CSP) is sent as headers: scripts/headers-plugin.ts.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'titan-race-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), httpHeaders(CSP), serviceWorker(), brotli()],
  base: './',
  // The commit the app was built from, in every report it makes (src/build-info.ts).
  define: { __APP_COMMIT__: JSON.stringify(gitCommit()) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // A hang guard, not a speed bound: 1,800 bot games take 5 s alone but 75 s were seen with five other
    // suites on the 2 cores; a test must pass on a machine four times slower, or beside a second suite.
    testTimeout: 180_000,
  },
});
