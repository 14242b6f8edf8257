// The product rule on phones: the board whole, the current question and ITS answers in view. The action
// bar's body scrolls inside itself there, so "in view" means inside the body's visible part, not merely on
// the page: a walker that takes the first option plays whole games of four Titans and counts the presses
// made while an answer of the question on screen (a choice's legend or button, a die of the pool, a
// decision's button) was outside it (tests/browser/presses.ts, `folds`). FOLD_MEASURE=1 only prints them.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { playLink, quietSettings } from './helpers';
import { newStats, pressOnce, report } from './presses';

const MEASURE = !!process.env.FOLD_MEASURE;

// Seeds 104 and 111 at 390×844 are the games the phone board's floor was measured on (docs/ui.md).
const GAMES = [
  { width: 390, height: 844, seed: 104 },
  { width: 390, height: 844, seed: 111 },
  { width: 360, height: 640, seed: 105 },
  { width: 360, height: 640, seed: 112 },
];

for (const game of GAMES) {
  test(`every answer inside the action bar's view — ${game.width}×${game.height}, seed ${game.seed}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: game.width, height: game.height });
    await quietSettings(page);
    await page.goto(
      `/${playLink({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed: game.seed })}`,
    );
    await expect(page.locator('[data-pool]')).toBeAttached();
    const stats = newStats();
    const last = { active: '' };
    let kind = '';
    // Strict: a press needing a page scroll still fails here (full-game.spec.ts), only folds are counted.
    for (let n = 0; n < 3000 && kind !== 'won'; n++)
      kind = await pressOnce(page, stats, { measure: false, last });
    expect(kind, 'the game reached a winner').toBe('won');
    const line = report(`${game.width}×${game.height} seed ${game.seed}`, stats);
    console.log(line);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      `test-results/folds-${game.width}x${game.height}-${game.seed}.json`,
      JSON.stringify({ game, ...stats, line }, null, 1),
    );
    if (!MEASURE) expect(stats.folds, line).toEqual({});
  });
}
