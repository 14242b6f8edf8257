// Issue 22: nothing outside src/engine imports an engine internal; the engine's doors are index.ts (the
// contract), search.ts (the search path) and its data modules. The rule lives in eslint.config.js; this
// runs ESLint itself on small files placed (virtually) in the project, so the rule is shown to fail.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function doorErrors(code: string, filePath: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath });
  return r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the engine has declared doors (eslint no-restricted-imports)', () => {
  it('refuses an engine internal imported from outside the engine', async () => {
    for (const [code, file] of [
      ["import { applyInPlace } from '../engine/apply';\nvoid applyInPlace;\n", 'src/bots/fixture.ts'],
      ["import { cloneState } from '../engine/state';\nvoid cloneState;\n", 'src/sim/fixture.ts'],
      ["import { step } from '../../engine/resolve/move';\nvoid step;\n", 'src/ui/game/fixture.ts'],
      ["import { land } from '../engine/walk';\nvoid land;\n", 'src/editor/fixture.ts'],
    ]) {
      const errors = await doorErrors(code, file);
      expect(errors, `${file}: ${code}`).toHaveLength(1);
      expect(errors[0]).toContain('engine internal');
    }
  });

  it('accepts the doors, and the engine importing its own modules', async () => {
    expect(
      await doorErrors(
        [
          "import { applyAction } from '../engine';",
          "import { applyInPlace, land } from '../engine/search';",
          "import type { GameState } from '../engine/types';",
          "import { geometry } from '../engine/board';",
          "import { FACE_PATHS } from '../engine/data';",
          "import { STANDARD_ORDER } from '../engine/circuits';",
          'void [applyAction, applyInPlace, land, geometry, FACE_PATHS, STANDARD_ORDER];',
          'export type { GameState };',
        ].join('\n'),
        'src/bots/fixture.ts',
      ),
    ).toEqual([]);
    expect(
      await doorErrors("import { run } from './resolve/run';\nvoid run;\n", 'src/engine/fixture.ts'),
    ).toEqual([]);
  });
});
