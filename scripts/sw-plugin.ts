// Builds the service worker (src/pwa/sw.ts) with the list of every file of the build, at build time.
//
// Why not vite-plugin-pwa: its 2.0 declares Vite 8 in its peer dependencies, but it brings workbox-build
// (Babel, Rollup 2, terser… several hundred packages) into a node_modules shared by every worktree, for a
// worker of fifty lines; Workbox's strategies would add nothing here (one cache, every file precached, no
// runtime caching). This plugin knows the bundle exactly (generateBundle) and emits one small sw.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import { HEADERS_FILE } from './headers-plugin.ts';

export const SW_FILE = 'sw.js';

function filesUnder(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    out = statSync(p).isDirectory() ? out.concat(filesUnder(p)) : out.concat(p);
  }
  return out;
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  let root = '';
  return {
    name: 'titan-race-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const files = new Map<string, string | Uint8Array>();
      for (const [name, out] of Object.entries(bundle)) {
        if (name.endsWith('.map')) continue;
        files.set(name, out.type === 'chunk' ? out.code : out.source);
      }
      if (publicDir)
        for (const p of filesUnder(publicDir))
          files.set(relative(publicDir, p).split(sep).join('/'), readFileSync(p));
      files.delete(SW_FILE);
      files.delete(HEADERS_FILE); // the host's configuration, not a file of the app
      const precache = [...files.keys()].sort();
      if (!precache.includes('index.html')) this.error('index.html is not in the bundle');
      for (const name of precache) hash.update(name).update('\0').update(files.get(name)!).update('\0');
      // Bundled (sw.ts imports its pure part, sw-versions.ts), one classic script: no import at run time.
      const out = buildSync({
        entryPoints: [join(root, 'src/pwa/sw.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
      });
      const code = out.outputFiles[0].text;
      this.emitFile({ type: 'asset', fileName: SW_FILE, source: code });
    },
  };
}
