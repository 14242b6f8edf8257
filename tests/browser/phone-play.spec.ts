// Play-test gaps on the phone's play screen (390×844): the action bar's body reachable and scrolled by the
// keyboard while it scrolls, the ability's own reason said without a press, and a person told when they
// now move their other Titan (R12.1) with a bot between their two, and each Titan's place in the round's
// draft (R4.2) on its chip in the header and in the opened chip's sheet (a phone's chip hid it, and so did
// the sheet).
import { expect, test, type Page } from '@playwright/test';
import { activeTitan, BROWN, CRAKEN_RED, playLink, playOneClick, quietSettings, settled } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight);

/** The element is on the screen and nothing covers its centre. */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && (hit === el || el.contains(hit));
  });

test('the action bar’s body: Tab reaches it while it scrolls, the keys scroll it, a ring shows it', async ({
  page,
}) => {
  await quietSettings(page);
  await page.goto(`./${playLink(BROWN)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  // Before the roll's answers overflow it, the body is out of the tab order.
  const body = page.locator('.action-body');
  await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
  await page.locator('[data-space="C1"]').click();
  // The way to F4 asked: the body holds more than it shows.
  await expect(page.getByRole('group', { name: 'Choose the way to F4' })).toBeVisible();
  await expect(body).toHaveAttribute('data-scrolls', 'true');
  await expect(body).toHaveAttribute('tabindex', '0');
  // From the log's button (just before the action bar), one Tab lands on the body, named.
  await page.getByRole('button', { name: 'Log' }).focus();
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await expect(page.getByRole('group', { name: 'Your turn' })).toBeFocused();
  expect(await body.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  const top = () => body.evaluate((el) => el.scrollTop);
  await page.keyboard.press('Home');
  await expect.poll(top).toBe(0);
  await page.keyboard.press('PageDown');
  await expect.poll(top).toBeGreaterThan(50);
  const down = await top();
  await page.keyboard.press('ArrowUp');
  await expect.poll(top).toBeLessThan(down);
  await page.keyboard.press('End');
  await expect
    .poll(() => body.evaluate((el) => Math.round(el.scrollHeight - el.clientHeight - el.scrollTop)))
    .toBeLessThanOrEqual(1);
  expect(await noPageScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/phone-body-focused.png' });
  // Confirmed, the turn's body fits again: out of the tab order.
  await page.getByRole('button', { name: /diagonally forward-right/ }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settled(page);
  await expect(page.locator('.action-body[data-scrolls]')).toHaveCount(0);
  await expect(page.locator('.action-body[tabindex]')).toHaveCount(0);
});

test('the ability’s own reason shows under the buttons without a press, the question still in view', async ({
  page,
}) => {
  await quietSettings(page, { speed: 'off', handoff: false, autoEnd: false });
  // Rassïk first; by his second turn nobody stands behind him (R10: he cannot kick off).
  await page.goto(
    `./${playLink({ circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'slaugg'], seed: 1, first: 'rassik', laps: 1 })}`,
  );
  const why = page.locator('[data-ability-why]');
  for (let n = 0; n < 40 && !(await why.count()); n++) await playOneClick(page);
  await expect(why).toHaveText('No ability now: Rassïk needs a Titan behind him to kick off.');
  expect(await activeTitan(page)).toBe('rassik');
  // On a phone the greyed button gives way; its reason is on the screen, nothing covering it.
  await expect(page.getByRole('button', { name: 'Use ability' })).toBeHidden();
  await expect(why).toBeInViewport({ ratio: 1 });
  expect(await uncovered(page, '[data-ability-why]')).toBe(true);
  // The question of the moment and the row of buttons are still in view.
  expect(await uncovered(page, '.turn-buttons')).toBe(true);
  if (await page.locator('.action-body .guide-prompt').count())
    await expect(page.locator('.action-body .guide-prompt')).toBeInViewport();
  expect(await noPageScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/phone-ability-why.png' });
});

test('against a bot, the person told when they now move their other Titan (R12.1)', async ({ page }) => {
  await quietSettings(page);
  const setup = {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    players: [
      ['grinder', 'craken'],
      ['slaugg', 'rassik'],
    ],
    seed: 5,
    first: 'grinder',
    laps: 1,
  };
  const bots = { slaugg: 'random', rassik: 'random' };
  await page.goto(
    `./${playLink(setup)}&names=${encodeURIComponent('["Ann","Bot"]')}&bots=${encodeURIComponent(JSON.stringify(bots))}`,
  );
  const banner = page.locator('#turn-banner');
  await expect(banner).toContainText("Round 1: Grinder's turn");
  await expect(banner).not.toContainText('other Titan');
  // Ann plays Grinder's first turn; the bot plays Slaugg's; then Craken's turn, Ann's other Titan.
  for (let n = 0; n < 20 && (await activeTitan(page)) === 'grinder'; n++) await playOneClick(page);
  await expect(page.locator('.play')).toHaveAttribute('data-active', 'craken', { timeout: 20_000 });
  await expect(page.locator('[data-handoff]')).toHaveCount(0);
  await expect(banner).toContainText("Round 1: Craken's turn (your other Titan, after Grinder)");
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  await expect(banner.locator('[data-other-titan="grinder"]')).toBeInViewport({ ratio: 1 });
  expect(await noPageScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/phone-other-titan.png' });
});

/** Six Titans on Kaldheira: more chips than a phone's header holds (the strip scrolls sideways). */
const SIX = {
  circuits: ['kaldheira'],
  titans: ['craken', 'grinder', 'slaugg', 'rassik', 'ragnarok', 'chtoolhoo'],
  seed: 5,
  first: 'craken',
};

for (const [viewport, setup, what] of [
  [{ width: 390, height: 844 }, CRAKEN_RED, 'four'],
  [{ width: 360, height: 640 }, CRAKEN_RED, 'four'],
  [{ width: 390, height: 844 }, SIX, 'six'],
] as const) {
  test(`each Titan's place in the draft, on its chip and in its opened sheet — ${what} Titans, ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await quietSettings(page);
    await page.goto(`./${playLink(setup)}`);
    // Into the round: rolled, and a die or two taken.
    for (let i = 0; i < 4; i++) await playOneClick(page);
    const chips = page.locator('[data-titan-panel]');
    const strip = (await page.locator('.table-players').boundingBox())!;
    const n = await chips.count();
    expect(n).toBe(setup.titans.length);
    for (let i = 0; i < n; i++) {
      const chip = chips.nth(i);
      const place = chip.locator('.titan-draft');
      // Named in full, shown short ("#2") on the chip, inside it.
      await expect(place).toHaveAccessibleName(/^draft #[1-6]$/);
      const at = Number((await place.getAttribute('aria-label'))!.slice('draft #'.length));
      await expect(place, `chip ${i + 1}'s draft place`).toBeVisible();
      await expect(place.locator('.titan-draft-short')).toHaveText(`#${at}`);
      await expect(place.locator('.titan-draft-short')).toBeVisible();
      const [c, p] = [(await chip.boundingBox())!, (await place.boundingBox())!];
      expect(p.x >= c.x && p.x + p.width <= c.x + c.width + 0.5, `chip ${i + 1}'s place inside`).toBe(true);
      expect(p.y >= c.y - 0.5 && p.y + p.height <= c.y + c.height + 0.5).toBe(true);
      // With four Titans every chip's place is in the header's view without scrolling it.
      if (what === 'four')
        expect(
          p.x >= strip.x - 0.5 && p.x + p.width <= strip.x + strip.width + 0.5,
          `chip ${i + 1}'s place in view`,
        ).toBe(true);
      // Opened, the chip's sheet says it in words, wholly on the screen.
      await chip.locator('.titan-head').click();
      const sheet = chip.locator('.titan-more');
      await expect(sheet).toContainText(`chooses its die at place ${at} in the draft of round 1`);
      await expect(sheet).toBeInViewport({ ratio: 1 });
      await chip.locator('.titan-head').click();
      await expect(sheet).toHaveCount(0);
    }
    // The header keeps its height; four chips need no sideways scroll (six do, as before).
    expect((await chips.first().boundingBox())!.height).toBeLessThanOrEqual(54);
    if (what === 'four')
      expect(await page.locator('.table-players').evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(
        true,
      );
    expect(await noPageScroll(page)).toBe(true);
    await page.screenshot({
      path: `test-results/screens/phone-draft-${viewport.width}x${viewport.height}-${what}.png`,
    });
  });
}
