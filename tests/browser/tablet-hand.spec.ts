// The play-test on tablets (768×1024, 1024×768): "Show my cards" with no card to play now puts the hand after
// the question, at the body's foot — the first card began under the body's fold and the second lay wholly
// below it (1024×768: body to 599, cards 578–707 and 712–864). The body now scrolls the least that shows the
// whole hand. Rassïk's yellow die, round 3 (seed 31): a hand of two reaction cards (Repel, Shield), neither
// playable before the move.
import { test, expect } from '@playwright/test';
import { importSave, rassikSave, SEED31_TO_GRINDER_ROUND3 } from './helpers';

const TWO_CARDS = rassikSave(31, [
  ...SEED31_TO_GRINDER_ROUND3,
  { type: 'playBonus', card: 'thunderbolt', target: 'D4' },
  { type: 'decide', choice: 'pass' },
  { type: 'ability', target: 'A5' },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 2 },
  {
    type: 'dieAction',
    path: ['L', 'L'],
    face: 'green',
    extra: { space: 'D6', when: 'before' },
    lifeCost: 'before',
  },
  { type: 'playBonus', card: 'fireBomb' },
  { type: 'decide', choice: 'pass' },
  { type: 'endTurn' },
  { type: 'roll' },
  { type: 'chooseDie', die: 0 },
]);

for (const size of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
])
  test(`the whole hand in view after "Show my cards" — ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await importSave(page, TWO_CARDS);
    await expect(page.locator('[data-guide] .guide-prompt')).toBeVisible();
    await page.getByRole('button', { name: 'Show my cards', exact: true }).click();
    const cards = page.locator('.cards--bar .card');
    await expect(cards).toHaveCount(2);
    await page.screenshot({ path: `test-results/screens/tablet-hand-${size.width}x${size.height}.png` });
    const out = await page.locator('.action-body').evaluate((body) => {
      const v = body.getBoundingClientRect();
      return [...body.querySelectorAll('.cards--bar .card')]
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.top < v.top - 0.5 || r.bottom > v.bottom + 0.5 || r.bottom > window.innerHeight)
        .map(
          (r) =>
            `${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(v.top)}–${Math.round(v.bottom)}`,
        );
    });
    expect(out, 'cards outside the body’s view').toEqual([]);
    await expect(page.getByRole('button', { name: 'Confirm move', exact: true })).toBeInViewport({
      ratio: 1,
    });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
      'no page scroll',
    ).toBe(true);
  });
