// docs/hosting.md's examples send what the build sends: every Content-Security-Policy written there is the
// build's policy with frame-ancestors 'none', and every example sets nosniff and X-Frame-Options.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/headers-plugin';
import { CSP } from '../../vite.config';

const doc = readFileSync('docs/hosting.md', 'utf8');
const headers = securityHeaders(CSP);

describe('docs/hosting.md', () => {
  it('every policy it shows is the build’s', () => {
    const policies = [...doc.matchAll(/default-src 'self';[^"\n]*/g)].map((m) => m[0].trim());
    expect(policies.length).toBeGreaterThanOrEqual(6);
    for (const p of policies) expect(p).toBe(headers['Content-Security-Policy']);
  });

  it('each host example sets the three headers', () => {
    for (const host of ['## nginx', '## Netlify', '## Firebase', '## Vercel']) {
      const at = doc.indexOf(host);
      expect(at).toBeGreaterThan(0);
      const part = doc.slice(at, doc.indexOf('\n## ', at + 1));
      expect(part).toContain('Content-Security-Policy');
      expect(part).toMatch(/X-Frame-Options.{0,20}DENY/);
      expect(part).toMatch(/X-Content-Type-Options.{0,20}nosniff/);
    }
  });
});
