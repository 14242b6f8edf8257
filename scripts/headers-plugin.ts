// HTTP headers the app's <meta> CSP cannot give (issue 23.8): `frame-ancestors` (no other site may frame
// the app: clickjacking) is ignored in a meta tag, and a Web Worker's script follows the CSP of its own
// response, never the page's meta tag. So:
//   - `vite preview` (the production build) sends the full CSP plus `frame-ancestors 'none'` on every
//     response, the workers' scripts included;
//   - `vite` (dev) sends `frame-ancestors 'none'` only: React Refresh needs an inline script there;
//   - the build writes `_headers` (Netlify, Cloudflare Pages) with the same lines; docs/ui.md gives
//     nginx's and Apache's.
import type { Plugin } from 'vite';

export const HEADERS_FILE = '_headers';

/** The headers of every response of the built app, for a CSP `csp` (the meta tag's). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${csp}; frame-ancestors 'none'`,
    // For browsers older than CSP 2 (frame-ancestors): the same refusal.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The dev server's: the frame refusal only (its inline React Refresh script needs no CSP of ours). */
export const DEV_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** Netlify's and Cloudflare Pages' `_headers` file: every path gets `headers`. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`), ''].join('\n');
}

export function httpHeaders(csp: string): Plugin {
  const headers = securityHeaders(csp);
  return {
    name: 'titan-race-http-headers',
    config: () => ({ server: { headers: DEV_HEADERS }, preview: { headers } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) });
    },
  };
}
