// The headers a meta-tag CSP cannot give (issue 23.8): frame-ancestors from the dev server and the
// preview, the full CSP from the preview (so the workers' scripts carry it), and the same lines in
// dist/_headers for static hosts.
import { describe, expect, it } from 'vitest';
import { DEV_HEADERS, headersFile, httpHeaders, securityHeaders } from '../../scripts/headers-plugin';
import { CSP } from '../../vite.config';

describe('httpHeaders', () => {
  it('sends frame-ancestors from dev and preview, and the whole CSP from preview', () => {
    const config = httpHeaders(CSP).config as () => {
      server: { headers: Record<string, string> };
      preview: { headers: Record<string, string> };
    };
    const { server, preview } = config();
    expect(server.headers['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(server.headers).toEqual(DEV_HEADERS);
    expect(preview.headers['Content-Security-Policy']).toBe(`${CSP}; frame-ancestors 'none'`);
    expect(preview.headers['X-Frame-Options']).toBe('DENY');
  });

  it('writes _headers for every path, one header a line', () => {
    const text = headersFile(securityHeaders(CSP));
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines).toContain('  Content-Security-Policy: ' + `${CSP}; frame-ancestors 'none'`);
    expect(lines).toContain('  X-Frame-Options: DENY');
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
  });
});
