// Issue 14: the game in French and back. Switched on the home page, the choice sets <html lang>, is
// kept across a reload, and the home page, the rules reference and the game's log speak it. Other
// screens (setup, turn panel) are translated separately: this test clicks them by structure, not words.
import { expect, test } from '@playwright/test';
import { playLink, quietSettings, settled } from './helpers';

const SETUP = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 };
const SHOTS = 'test-results/i18n';

test('switch to French, play a turn and read the log in French, reload, and back to English', async ({
  page,
}) => {
  await quietSettings(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('fr');

  // The home page in French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Nouvelle partie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parties enregistrées' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditeur de circuits' })).toBeVisible();

  // The rules reference in French: names of the faces, Titans' abilities (R4.1, R10).
  await page.getByRole('button', { name: 'Règles' }).click();
  const rules = page.getByRole('dialog', { name: 'Aide-mémoire des règles' });
  await expect(rules).toBeVisible();
  await expect(rules).toContainText('Faces des dés');
  await expect(rules).toContainText('Rouge : 1 pas tout droit');
  await expect(rules).toContainText('Grinder (rouge, chevauché par');
  await page.screenshot({ path: `${SHOTS}/rules-fr.png` });
  await rules.getByRole('button', { name: 'Fermer' }).click();
  await expect(rules).toHaveCount(0);

  // A game from a setup link; the round's first Titan rolls every die (R4.2), takes one, enters on a
  // start space and makes the die's move (R9.1), all by structure.
  await page.goto(`/${playLink(SETUP)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  const log = page.getByRole('log');
  await expect(page.getByRole('heading', { name: 'Journal de la partie' })).toBeVisible();
  await expect(log).toContainText('Manche 1 — au tour de');
  await settled(page);
  await page.locator('button[data-roll]').click();
  await expect(log).toContainText('lance tous les dés');
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await expect(log).toContainText('prend le dé');
  for (let i = 0; i < 4 && (await page.locator('.space--move[data-selectable]').count()) > 0; i++) {
    await page.locator('.space--move[data-selectable]').first().click();
    await settled(page);
  }
  await page.locator('[data-action-bar] button[data-confirm]').click();
  await settled(page);
  await expect(log).toContainText('entre sur le plateau en');
  await expect(log).not.toContainText('enters the board');
  await page.screenshot({ path: `${SHOTS}/play-fr.png` });

  // Reload: still French, the log included.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('log')).toContainText('entre sur le plateau en');

  // Home, and back to English.
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Nouvelle partie' })).toBeVisible();
  // The saved game, described in French.
  const saved = page.locator('[data-saved-game]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Manche 1 ·');
  await expect(saved.getByRole('link', { name: /^Reprendre / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-fr.png` });
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
});
