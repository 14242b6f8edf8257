// A move's optional choices on a phone: Rassïk's purple die copies red, so the move to B6 asks when to pay
// the Life and offers an optional trap on six spaces (R4.1), while Rassïk's ability cannot be used (nobody
// behind him) and its reason sits under the row of buttons. At 390×844 the targets' row was under the
// body's fold (a press needing a scroll, twice in each of two play-tests of three people): the reason now
// gives its room to the open choices and the optional target's box is tighter, so every answer is in view.
import { test, expect } from '@playwright/test';
import { importSave, rassikSave } from './helpers';

const SAVE = rassikSave(
  1072569561,
  [
    { type: 'roll' },
    { type: 'chooseDie', die: 0 },
    { type: 'enter', space: 'A1' },
    { type: 'dieAction', path: ['R', 'R'], extra: { space: 'B2', when: 'before' } },
    { type: 'endTurn' },
    { type: 'chooseDie', die: 0 },
    { type: 'enter', space: 'A1' },
    { type: 'dieAction', path: ['L', 'L', 'L'] },
    { type: 'endTurn' },
    { type: 'roll' },
    { type: 'chooseDie', die: 0 },
    { type: 'enter', space: 'A1' },
    { type: 'dieAction', path: ['S', 'R'] },
    { type: 'endTurn' },
    { type: 'roll' },
    { type: 'chooseDie', die: 0 },
    { type: 'dieAction', path: ['S'], face: 'red', lifeCost: 'after' },
    { type: 'endTurn' },
    { type: 'chooseDie', die: 0 },
    { type: 'dieAction', path: ['L', 'L', 'L'] },
    { type: 'decide', choice: 'pass' },
    { type: 'endTurn' },
    { type: 'roll' },
    { type: 'chooseDie', die: 0 },
  ],
  { auto: [20] },
);

test('purple as red on a phone: the Life timing, the optional trap and its six targets all in the body’s view — 390×844', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await importSave(page, SAVE);
  const why = page.locator('[data-ability-why]');
  await expect(why).toHaveText('No ability now: Rassïk needs a Titan behind him to kick off.');
  // Red, pressed where it is (the mouse, as a person: no scroll into view).
  const red = page.locator('[data-choice="face"] button').first();
  const box = (await red.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-space-choice]')).toHaveCount(6);
  await expect(why).toBeHidden();
  const out = await page.locator('.action-body').evaluate((body) => {
    const v = body.getBoundingClientRect();
    return [
      ...body.querySelectorAll('fieldset.choice > legend, fieldset.choice > button, [data-space-choice]'),
    ]
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.top < v.top - 0.5 || r.bottom > v.bottom + 0.5;
      })
      .map((a) => (a.textContent ?? '').trim());
  });
  expect(out, 'answers outside the body’s view').toEqual([]);
  // The move confirmed, the reason is back under the buttons.
  await page.locator('button[data-confirm]').click();
  await expect(why).toBeVisible();
});

// The same turn at 360×640, before the face is chosen: purple's title asks the question ("Your purple die:
// Copy any other face; …", three lines) over its five faces, with the ability's reason under the row of
// buttons. In a 122 px body (a 38 px banner, a 55 px row, a 38 px reason) the title's first two lines were
// scrolled off the top. The bar's fixed parts are thinner and it may take 42 % of the height: body 153 px,
// the title and every face whole in its view, the board whole above it.
for (const lang of ['en', 'fr'] as const)
  test(`purple's question at 360×640 with the ability's reason: its title and every face in the body's view — ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await importSave(page, SAVE, lang);
    await expect(page.locator('[data-choice="face"]')).toBeVisible();
    await expect(page.locator('[data-ability-why]')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/options-360x640-${lang}.png` });
    const out = await page.locator('.action-body').evaluate((body) => {
      const v = body.getBoundingClientRect();
      return [...body.querySelectorAll('[data-guide] .guide-title, [data-choice="face"] > button')]
        .map((a) => ({ a, r: a.getBoundingClientRect() }))
        .filter(({ r }) => r.top < v.top - 0.5 || r.bottom > v.bottom + 0.5)
        .map(
          ({ a, r }) =>
            `${(a.textContent ?? '').trim().slice(0, 24)} ${Math.round(r.top)}–${Math.round(r.bottom)}`,
        );
    });
    expect(out, 'outside the body’s view').toEqual([]);
    expect(await page.locator('[data-choice="face"] > button').count()).toBe(5);
    for (const b of await page.locator('.action-foot button:visible').all())
      expect((await b.boundingBox())!.height, 'a 44 px target').toBeGreaterThanOrEqual(44);
    // The board whole on screen.
    const board = (await page.locator('.play-board .board-svg').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual((await page.locator('.action-bar').boundingBox())!.y);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
      'no page scroll',
    ).toBe(true);
  });
