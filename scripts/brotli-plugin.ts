// Brotli next to gzip (issue 24): the build writes `<file>.br` beside every text asset of `assets/`, and
// `npm run preview` answers a browser that accepts `br` with it. Brotli at its highest level is done once
// at build time; on the fly (what `vite preview` does with gzip) it would cost more than it saves. The
// first page's JavaScript is then ≈ 15 % smaller on the wire (index chunk 109 → 92 kB), which is most
// of what a phone on a slow network waits for before the game page can paint.
//
// A static host does the same from these files (nginx `brotli_static on;`) or compresses by itself
// (Netlify, Cloudflare Pages). The `.br` files are written after the bundle is complete, so the service
// worker's precache list (scripts/sw-plugin.ts) never names them.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the compressed files are, under the build's folder (every hashed chunk and stylesheet). */
export const BROTLI_DIR = 'assets';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** Smaller files gain less than a network packet: sent as they are (or gzipped by the server). */
const MIN_BYTES = 1024;

export function brotliOf(source: Buffer): Buffer {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** Write `<file>.br` for every compressible file of `dir` worth it; returns the names written. */
export function writeBrotli(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const written: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!(extname(name) in TYPES) || statSync(path).size < MIN_BYTES) continue;
    const br = brotliOf(readFileSync(path));
    writeFileSync(`${path}.br`, br);
    written.push(`${name}.br`);
  }
  return written;
}

/** Does the request's Accept-Encoding take brotli (and not with q=0)? */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function brotli(): Plugin {
  let outDir = '';
  return {
    name: 'titan-race-brotli',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        writeBrotli(join(outDir, BROTLI_DIR));
      },
    },
    configurePreviewServer(server) {
      const assets = resolve(outDir, BROTLI_DIR);
      const headers = server.config.preview.headers ?? {};
      // Before Vite's own gzip and static files: answers only what has a .br file, the rest goes on.
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding']))
          return next();
        const m = /^(?:.*\/)?assets\/([\w.-]+)$/.exec((req.url ?? '').split('?')[0]);
        const type = m ? TYPES[extname(m[1])] : undefined;
        if (!m || !type) return next();
        const file = resolve(assets, `${m[1]}.br`);
        if (!file.startsWith(assets + sep) || !existsSync(file)) return next();
        for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        const vary = res.getHeader('Vary');
        res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
        res.setHeader('Content-Length', statSync(file).size);
        res.setHeader('Cache-Control', 'no-cache');
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).pipe(res);
      });
    },
  };
}
