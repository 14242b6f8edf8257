// The README's screenshots (docs/screenshot-game.png, docs/editor.png). Not part of the test suite (it
// rewrites tracked files): regenerate with `npm run docs:shots`.
import { expect, test, type Page } from '@playwright/test';
import { activeTitan, playOneClick, quietSettings } from '../browser/helpers';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

test('README: a person against three bots', async ({ page }) => {
  test.setTimeout(180_000);
  await quietSettings(page);
  const setup = {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    seed: 21,
    laps: 2,
  };
  const bots = { slaugg: 'greedy', craken: 'expert', rassik: 'random' };
  await page.goto(
    `/#/play?setup=${encodeURIComponent(JSON.stringify(setup))}&names=Ann,Greedy,Expert,Random` +
      `&bots=${encodeURIComponent(JSON.stringify(bots))}`,
  );
  // Ann plays Grinder by clicking; the bots play the others. Stop at a preview in round 2 or later.
  for (let i = 0; i < 400; i++) {
    await expect(page.locator('[data-active="grinder"]')).toBeVisible({ timeout: 60_000 });
    const round = Number((await page.locator('.turn-banner').textContent())?.match(/Round (\d+)/)?.[1] ?? 0);
    if (round >= 2 && (await page.locator('.space--move[data-selectable]').count()) > 1) {
      await page.locator('.space--move[data-selectable]').last().click();
      // Two ways to the same space: take the first.
      const way = page.locator('[data-guide] fieldset.choice button:not(.btn--on)');
      if ((await page.getByRole('button', { name: 'Confirm move' }).count()) === 0) await way.first().click();
      break;
    }
    if ((await activeTitan(page)) === 'grinder') await playOneClick(page);
  }
  await expect(page.getByLabel('What will happen')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshot-game.png' });
});

test('README: the circuit editor', async ({ page }) => {
  await page.goto('/#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  const paint = async (tool: string, names: string[]) => {
    await page.getByRole('button', { name: tool, exact: true }).click();
    for (const n of names) await space(page, n).click();
  };
  await paint('Ice', ['B4', 'C5', 'D6', 'E7']);
  await paint('Lava', ['A9', 'F10', 'C9']);
  await paint('Pentacle', ['D10']);
  await paint('Bonus', ['B6', 'E3', 'A11']);
  await paint('Super-ramp right', ['C3']);
  await paint('Fire statue', ['E11']);
  await page.getByLabel('Name').fill('Frozen star');
  await page.getByLabel('Description').fill('An ice bridge to a pentacle under the lava.');
  await page.getByLabel('Description').blur();
  await page.screenshot({ path: 'docs/editor.png' });
});
