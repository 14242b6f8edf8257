// Issue 13: an automated accessibility audit (axe-core) of home, setup, play, editor and lab. No serious
// or critical violation is allowed; the rest are printed for a person to read.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { playLink, quietSettings } from './helpers';

const SETUP = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

async function audit(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = r.violations.filter((v) => !bad.includes(v));
  if (minor.length) console.log(where, 'minor:', minor.map((v) => `${v.id} (${v.nodes.length})`).join(', '));
  expect(
    bad.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    })),
    where,
  ).toEqual([]);
}

test('no serious accessibility violation on home, setup, play, editor and lab', async ({ page }) => {
  await quietSettings(page);
  await page.goto('./#/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await audit(page, 'home');
  await page.goto('./#/setup');
  await expect(page.getByRole('button', { name: 'Start the race' })).toBeVisible();
  await audit(page, 'setup');
  await page.goto(`./${playLink(SETUP)}`);
  await expect(page.getByRole('log')).toBeVisible();
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await audit(page, 'play');
  // The play screen has exactly one main landmark and one banner (issue 20).
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.goto('./#/editor');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await audit(page, 'editor');
  await page.goto('./#/lab');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await audit(page, 'lab');
});

// Issue 20: the play screen as a table, audited at two sizes with a decision and the Rules dialog open.
for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the play screen at ${size.width}×${size.height}: no serious violation, one main, one banner`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await quietSettings(page);
    await page.goto(`./${playLink(SETUP)}`);
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await page.locator('[data-pool] button[data-die-face]').first().click();
    await audit(page, `play ${size.width}`);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    // A chip opened, then the Rules: still one banner (the dialog's head is no header landmark).
    await page.locator('[data-titan-panel] .titan-head').first().click();
    await audit(page, `play ${size.width}, a chip open`);
    await page.locator('.titan-head[aria-expanded="true"]').click();
    if (size.width < 700) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Rules' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await audit(page, `rules ${size.width}`);
  });
}
