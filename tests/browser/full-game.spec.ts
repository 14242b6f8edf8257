// Four people play a whole game to the win with the hand-off on (the default), at the five sizes of a
// table's devices, like people play: the ability about a quarter of turns, a look at the hand about a third
// of turns and a card when one can be played, their own colour half the time, an optional extra 40% of the
// time, a look at the hand before answering a reaction (presses.ts). Every press is checked: the target's
// centre on screen and not covered, every board space on screen, the page without anything to scroll, and at
// touch sizes the target at least 44 px either way; the counts are bounded per size below (SIZES).
// TABLE_MEASURE=1 prints the figures without the bounds (those of another layout); TABLE_CLAIM_ANY=1 makes
// every card holder claim the reaction calls (presses.ts), to measure claims that find nothing to play.
// Every hand-off hides every card; the end shows the standings and every hand. Presses per turn, by kind,
// are printed.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { playLink, quietSettings } from './helpers';
import { newPlayer, newStats, pressOnce, report } from './presses';

// `scrolls`: presses whose target needs a scroll (off screen or covered): none, at every size.
// `folds`: at most this many presses with an answer of the question on screen outside the action bar's
// view (presses.ts). The target is 0 and is NOT met: these are the measured figures, kept as a
// regression guard (at 360×640 a ~140 px body: purple's Life timing under an optional target, long ways,
// the faces' second row; 4/208 → 0/208 at 360×640 in the phonefix round, the bound 18 → 2). At touch
// sizes every pressed target is at least 44 px.
// `perTurn`: presses per turn, the hand-off included: at most 5 (the target), at every size.
const SIZES = [
  { name: 'laptop', width: 1280, height: 800, scrolls: 0, folds: 4, touch: false, perTurn: 5 },
  { name: 'small laptop', width: 1024, height: 768, scrolls: 0, folds: 6, touch: false, perTurn: 5 },
  { name: 'tablet portrait', width: 768, height: 1024, scrolls: 0, folds: 4, touch: true, perTurn: 5 },
  { name: 'phone', width: 390, height: 844, scrolls: 0, folds: 2, touch: true, perTurn: 5 },
  { name: 'small phone', width: 360, height: 640, scrolls: 0, folds: 2, touch: true, perTurn: 5 },
];
const MEASURE = !!process.env.TABLE_MEASURE;

// Four Titans on Kaldheira with the default laps: a real game (about 20 s each with animation off). Seeds
// differ per size so five games are seen.
const setupFor = (seed: number) => ({
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  seed,
  // What the setup screen gives a table of people (setupForm.ts reactionMode): every card holder asked.
  options: { reactions: 'always' },
});
const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev'];

for (const [i, size] of SIZES.entries()) {
  test(`four people play a whole game with the hand-off on, no press needing a scroll — ${size.name} ${size.width}×${size.height}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    // Animation off to keep the test short; the hand-off stays at its default (on).
    await quietSettings(page, { speed: 'off', reactionPause: 1500 });
    await page.goto(`/${playLink(setupFor(101 + i))}&names=${encodeURIComponent(JSON.stringify(NAMES))}`);
    await expect(page.locator('[data-pool]')).toBeAttached();

    const stats = newStats();
    const player = newPlayer(7 + i);
    let kind = '';
    for (let n = 0; n < 3000; n++) {
      // While the device is passed, no card is face up anywhere on the page (R11: hands are hidden).
      if (kind === 'handoff' || n === 0)
        expect(
          (await page.locator('[data-handoff]').count()) === 0 ||
            (await page.locator('[data-card]').count()) === 0,
        ).toBe(true);
      // Counted rather than failing at the first (the bounds below); the board and the page are checked too.
      kind = await pressOnce(page, stats, { measure: true, player, touch: size.touch });
      if (kind === 'won') break;
    }
    expect(kind, 'the game reached a winner').toBe('won');
    expect(stats.presses.handoff ?? 0).toBeGreaterThan(4);
    const line = report(`${size.name} ${size.width}×${size.height}`, stats);
    console.log(line);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      `test-results/presses-${size.width}x${size.height}.json`,
      JSON.stringify({ size, measure: MEASURE, ...stats, line }, null, 1),
    );
    // A typical turn takes at most 5 presses, the hand-off included.
    const presses = Object.values(stats.presses).reduce((a, b) => a + b, 0);
    if (!MEASURE)
      expect(presses / stats.turns, `presses per turn — ${line}`).toBeLessThanOrEqual(size.perTurn);
    // Nobody is handed the device for a reaction they did not claim (docs/rulings.md, the open call).
    if (!MEASURE) expect(stats.unclaimedHandoffs, `hand-offs for unclaimed reactions — ${line}`).toBe(0);
    // Claiming a reaction shows the claimer's hand at once: no "Show my cards" to answer it.
    if (!MEASURE) expect(stats.claimLooks, `"Show my cards" after a claim — ${line}`).toBe(0);
    if (!MEASURE) {
      expect(stats.boardCut, `presses with part of the board off screen — ${line}`).toBe(0);
      expect(stats.pageScrolls, `presses while the page could scroll — ${line}`).toBe(0);
      expect(stats.scrolls, `presses needing a scroll — ${line}`).toBeLessThanOrEqual(size.scrolls);
      expect(stats.foldPresses, `answers outside the bar's view — ${line}`).toBeLessThanOrEqual(size.folds);
    }
    if (!MEASURE && size.touch) expect(stats.small, `pressed targets under 44 px — ${line}`).toEqual({});

    // The end: the standings of all four, every hand revealed, Rematch.
    const win = page.locator('[data-winner]');
    await expect(win).toBeVisible();
    await expect(page.locator('[data-standing]')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /Rematch/ })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/full-game-${size.width}x${size.height}.png` });

    // "Replay this game": the whole game again from its first move, on the board, to the same winner.
    const winnerName = await win.locator('#win-title').textContent();
    await page.getByRole('button', { name: 'Replay this game' }).click();
    const replay = page.getByRole('dialog', { name: 'Replay this game' });
    await expect(replay.getByTestId('replay-status')).toBeVisible();
    await replay.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(replay.getByTestId('replay-status')).toContainText('has won');
    for (const word of (winnerName ?? '')
      .split(/\W+/)
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 1))
      await expect(replay.getByTestId('replay-status')).toContainText(word);
    await replay.getByRole('button', { name: 'Close the replay' }).click();
    await expect(replay).toHaveCount(0);
  });
}
