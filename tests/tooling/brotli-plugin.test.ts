// Brotli beside gzip (issue 24): the build's .br files decode to the very files they stand for, only text
// assets worth it get one, and the preview answers br only to a request that takes it.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, writeBrotli } from '../../scripts/brotli-plugin';

describe('writeBrotli', () => {
  it('writes a .br that decodes to the file, for text assets of 1 kB or more only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'br-'));
    const js = 'export const words = ' + JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`));
    writeFileSync(join(dir, 'chunk-abc.js'), js);
    writeFileSync(join(dir, 'style-abc.css'), '.a{color:red}\n'.repeat(200));
    writeFileSync(join(dir, 'tiny-abc.js'), 'export {};');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    expect(writeBrotli(dir).sort()).toEqual(['chunk-abc.js.br', 'style-abc.css.br']);
    expect(readdirSync(dir).filter((f) => f.endsWith('.br')).length).toBe(2);
    const br = readFileSync(join(dir, 'chunk-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 3);
  });

  it('writes nothing for a folder that does not exist', () => {
    expect(writeBrotli(join(tmpdir(), 'no-such-folder-br'))).toEqual([]);
  });
});

describe('acceptsBrotli', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
  });

  it('refuses what does not take br', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('brotli-ish')).toBe(false);
  });
});
