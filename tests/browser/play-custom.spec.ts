// A circuit painted in the editor, played: "Play this circuit" → the setup with it chosen → the race on it.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { quietSettings } from './helpers';

const SHOTS = 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

test('paint a circuit, Play this circuit, start the race and see it on the game board', async ({ page }) => {
  await quietSettings(page);
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Pentacle', exact: true }).click();
  await space(page, 'D6').click();
  await page.getByRole('button', { name: 'Ice', exact: true }).click();
  await space(page, 'B8').click();
  await page.getByRole('button', { name: 'Bonus', exact: true }).click();
  await space(page, 'C3').click();
  await page.getByLabel('Name').fill('Frozen star');
  await page.getByRole('button', { name: 'Play this circuit' }).click();
  await expect(page).toHaveURL(/#\/play\?circuit=c-[a-z0-9]+&from=editor$/);
  const id = /circuit=(c-[a-z0-9]+)/.exec(new URL(page.url()).hash)![1];

  // The course stays folded; its summary names the circuit. Opened, the setup lists it after the standard
  // six, chosen, with its picture.
  await expect(page.locator('[data-fold="course"] [data-fold-summary]')).toHaveText('Frozen star · 3 laps');
  await page.locator('[data-fold="course"] summary').click();
  const card = page.locator(`[data-circuit="${id}"]`);
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await expect(card).toContainText('Frozen star');
  await expect(card.locator('[data-space="D6"]')).toHaveAttribute('data-element', 'pentacle');
  await expect(page.locator('[data-circuit]')).toHaveCount(7);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/custom-01-setup.png` });

  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+\?from=editor$/);
  await expect(page.locator('[data-pool]')).toBeVisible();
  const board = page.locator('.play-board');
  await expect(board.locator('[data-space="D6"]')).toHaveAttribute('data-element', 'pentacle');
  await expect(board.locator('[data-space="B8"]')).toHaveAttribute('data-element', 'ice');
  await expect(board.locator('[data-space="C3"]')).toHaveAttribute('data-element', 'bonus');
  await expect(board.locator('[data-space="E5"]')).toHaveAttribute('data-element', 'plain');
  await page.screenshot({ path: `${SHOTS}/custom-02-game.png` });

  // The game carries the circuit itself: a reload resumes it even if the library entry goes away.
  await page.evaluate(() => localStorage.removeItem('titanRace.circuits.v1'));
  await page.reload();
  await expect(page.locator('.play-board [data-space="D6"]')).toHaveAttribute('data-element', 'pentacle');
});

test('from the game started by Play this circuit, one press goes back to that circuit in the editor; the game stays saved', async ({
  page,
}) => {
  // The hand-off screen on, as by default: the way back must not wait for a player to take the device.
  await quietSettings(page, { speed: 'off', handoff: true });
  await page.goto('./#/editor');
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  await space(page, 'E5').click();
  await page.getByLabel('Name').fill('Round trip');
  await page.getByRole('button', { name: 'Play this circuit' }).click();
  // The setup's Back goes to the editor too.
  await expect(page).toHaveURL(/&from=editor$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Play this circuit' }).click();
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByRole('dialog', { name: /Pass the device/ })).toBeVisible();
  const gameUrl = page.url();

  await page.getByRole('dialog').getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Round trip');
  await expect(page.locator('[data-space="E5"]').first()).toHaveAttribute('data-element', 'lava');

  // The game was not lost: the home page lists it, and Back returns to it.
  await page.goto('./#/');
  await expect(page.getByRole('list', { name: 'Saved games' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Saved games' })).toContainText('Round trip');
  await page.goto(gameUrl);
  await page.getByRole('button', { name: /^I am / }).click();
  await expect(page.locator('[data-pool]')).toBeVisible();
  // Without the hand-off, the game's menu has it (one press on a laptop, where the menu is shown).
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
});
