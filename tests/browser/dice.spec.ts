// Dice that roll (issue 14): a roll tumbles the dice in the pool and the chosen die flies to its Titan's
// panel — unless the system asks for reduced motion or the animation speed is "off".
import { expect, test, type Page } from '@playwright/test';
import { playLink, playOneClick, quietSettings, ROLL_BUTTON } from './helpers';

const THREE = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

/** Every animation started on a die, and where that die was: the pool or a Titan's panel. */
async function recordDiceAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { diceAnimations: string[] }).diceAnimations = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.matches('[data-die-face]'))
        seen.push(
          this.closest('[data-pool]') ? 'pool' : this.closest('[data-titan-panel]') ? 'panel' : 'other',
        );
      return animate.apply(this, args);
    };
  });
}

const started = (page: Page) =>
  page.evaluate(() => (window as unknown as { diceAnimations: string[] }).diceAnimations);
/** The animations running now on dice (document.getAnimations()). */
const running = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) =>
          ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-die-face]'),
        ).length,
  );

async function rollAndChoose(page: Page): Promise<void> {
  await page.goto(`./${playLink(THREE)}`);
  await page.getByRole('button', { name: ROLL_BUTTON }).click();
  await expect(page.locator('[data-pool] button[data-die-face]').first()).toBeVisible();
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('rolling and choosing a die start no animation on the dice', async ({ page }) => {
    await quietSettings(page, { speed: 'normal', handoff: false });
    await recordDiceAnimations(page);
    await rollAndChoose(page);
    expect(await running(page)).toBe(0);
    await page.locator('[data-pool] button[data-die-face]').first().click();
    await expect(page.locator('.titan-panel--active .titan-die [data-die-face]')).toBeVisible();
    expect(await running(page)).toBe(0);
    expect(await started(page)).toEqual([]);
  });
});

test('at animation speed "off" the dice do not move either', async ({ page }) => {
  await quietSettings(page, { speed: 'off', handoff: false });
  await recordDiceAnimations(page);
  await rollAndChoose(page);
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await expect(page.locator('.titan-panel--active .titan-die [data-die-face]')).toBeVisible();
  expect(await started(page)).toEqual([]);
});

test('a roll tumbles every die of the pool; the chosen die flies to its panel', async ({ page }) => {
  await quietSettings(page, { speed: 'normal', handoff: false });
  await recordDiceAnimations(page);
  await rollAndChoose(page);
  const dice = await page.locator('[data-pool] [data-die-face]').count();
  expect(dice).toBeGreaterThan(1);
  expect(await started(page)).toEqual(Array(dice).fill('pool'));
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await expect(page.locator('.titan-panel--active .titan-die [data-die-face]')).toBeVisible();
  expect((await started(page)).slice(dice)).toEqual(['panel']);
});

test('the pentacle reroll tumbles the die on its Titan’s panel', async ({ page }) => {
  await quietSettings(page, { speed: 'fast', handoff: false });
  await recordDiceAnimations(page);
  // Every space but the start row is pentacle: each die move ends on it (as in game.spec.ts).
  const spaces: Record<string, string> = {};
  for (let row = 2; row <= 12; row++)
    for (let c = 0; c < 6; c++) if ((c + row) % 2 === 1) spaces[`${'ABCDEF'[c]}${row}`] = 'pentacle';
  const circuit = { id: 'pentacles', name: 'Pentacles', spaces };
  await page.goto(
    `./${playLink({ ...THREE, circuits: [circuit], first: 'grinder', options: { reactions: 'never' } })}`,
  );
  const reroll = page.getByRole('button', { name: 'Reroll on the pentacle (−1 Life)' });
  for (let i = 0; i < 10 && (await reroll.count()) === 0; i++) await playOneClick(page);
  await expect(reroll).toBeVisible();
  const before = (await started(page)).length;
  await reroll.click();
  await expect(page.locator('[data-guide="die"]')).toContainText('Rerolled on the pentacle');
  expect((await started(page)).slice(before)).toEqual(['panel']);
});
