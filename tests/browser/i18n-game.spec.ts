// Issue 14: the setup and play screens in French. The language is chosen on the home page, kept across a
// reload (<html lang="fr">), and switched back to English from the play screen's Settings.
import { expect, test } from '@playwright/test';
import { quietSettings, settled } from './helpers';

const SHOTS = 'test-results/i18n-game';

test('a game set up and played in French, kept on reload, then back to English', async ({ page }) => {
  await quietSettings(page);
  await page.goto('/#/');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();

  // The setup in French: two players (R9.1: two Titans each), a name, the start.
  await page.getByRole('radio', { name: '2 joueurs' }).click();
  await page.getByLabel('Nom du joueur 1').fill('Anne');
  // The folded parts in French, each with its summary (French punctuation: a narrow no-break space);
  // opened, their fields.
  const summary = (id: string) => page.locator(`[data-fold="${id}"] [data-fold-summary]`);
  await expect(page.getByRole('heading', { name: 'Titans et ordre du tour' })).toBeVisible();
  await expect(summary('course')).toContainText(' · 3 tours de piste');
  await expect(summary('house')).toContainText(
    'Règles du livret · Réactions\u202f: un appel à chaque occasion',
  );
  await page.locator('[data-fold="titans"] summary').click();
  await expect(page.getByRole('heading', { name: 'Ordre des places (ordre du tour)' })).toBeVisible();
  await page.locator('[data-fold="course"] summary').click();
  await expect(page.getByLabel('Tours de piste', { exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: 'Lancer la course' }).click();

  // The first Titan of the round rolls every die (R4.2), in French.
  await expect(page.locator('.turn-banner')).toContainText('Manche 1 : au tour de');
  await expect(page.locator('.turn-banner')).toContainText('lance tous les dés pour ouvrir la manche');
  await expect(page.getByRole('heading', { name: 'Journal de la partie' })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer les dés' }).click();
  await settled(page);
  await expect(page.locator('.turn-hint')).toContainText('choisissez un dé de la réserve');
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await settled(page);

  // The first turn (R9.2): a start space, then the die's move from it, one confirmation. A purple die
  // first asks which face to copy; the way there may also be a choice of buttons.
  const guide = page.locator('[data-guide]');
  await expect(guide).toBeVisible();
  await expect(page.locator('.guide-prompt')).toContainText(/Choisissez|Vérifiez/);
  for (let i = 0; i < 8; i++) {
    if (await page.getByRole('button', { name: 'Confirmer le déplacement' }).count()) break;
    const space = page.locator('.space--move[data-selectable]');
    if (await space.count()) await space.first().click();
    else await guide.locator('fieldset.choice button:not(.btn--on)').first().click();
    await settled(page);
  }
  await expect(page.getByRole('heading', { name: 'Ce qui va se passer' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/fr-preview.png` });
  await page.getByRole('button', { name: 'Confirmer le déplacement' }).click();
  await settled(page);
  await expect(page.locator('.turn-hint')).toContainText(
    /l’action de votre dé (est faite|s’est terminée sur le pentacle)/,
  );
  const endTurn = page.getByRole('button', { name: 'Finir le tour' });
  await expect(endTurn).toBeEnabled();
  await endTurn.click();
  await settled(page);
  await expect(page.locator('.turn-banner')).toContainText('Manche 1 : au tour de');
  await expect(page.getByRole('log')).not.toBeEmpty();

  // A reload keeps the language and the game.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.turn-banner')).toContainText('Manche 1');
  await expect(page.locator('summary', { hasText: 'Réglages' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/fr-play.png` });

  // Back to English from the play screen's Settings.
  await page.locator('summary', { hasText: 'Réglages' }).click();
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.turn-banner')).toContainText('Round 1:');
  await expect(page.getByRole('heading', { name: 'Game log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
});
