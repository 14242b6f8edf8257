// Issue 14: the circuit editor and the playtest lab in French, chosen with their own language picker,
// then back to English. The circuit problems and warnings are worded from their codes (the engine's
// English messages stay what the contract and the CLI read).
import { expect, test, type Page } from '@playwright/test';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

test('the editor and the lab in French, a small batch with French results, then back to English', async ({
  page,
}) => {
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();

  // The editor's header has the language picker.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Éditeur de circuits' })).toBeVisible();

  // Toolbar and palette.
  await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rétablir', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
  const palette = page.getByRole('group', { name: 'Peindre avec' });
  await expect(palette.getByRole('button', { name: 'Lave', exact: true })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Statue de feu', exact: true })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Gomme', exact: true })).toBeVisible();

  // A blank circuit has no bonus space (R7.7): a warning, in French.
  const checks = page.locator('.editor-checks');
  await expect(checks.getByRole('heading', { name: 'Vérifications' })).toBeVisible();
  await expect(checks).toContainText('Circuit valide : il peut être joué.');
  await expect(checks.getByRole('list', { name: 'Avertissements' })).toContainText(
    'Aucune case bonus : personne ne piochera de carte Bonus pendant la course.',
  );

  // Lava on a start space (R9.2): a second warning, naming the element in French.
  await palette.getByRole('button', { name: 'Lave', exact: true }).click();
  await expect(page.getByTestId('current-tool')).toHaveText('Lave');
  await space(page, 'A1').click();
  await expect(checks).toContainText('2 avertissements');
  await expect(checks).toContainText('Lave sur la case de départ A1');

  // A closed line of ice (R7.6) is a problem of the engine's validator, worded by its code.
  await palette.getByRole('button', { name: 'Glace', exact: true }).click();
  for (const s of ['D2', 'D4', 'D6', 'D8', 'D10', 'D12']) await space(page, s).click();
  await expect(checks).toContainText('1 problème : le circuit ne peut pas être joué');
  const problems = checks.getByRole('list', { name: 'Problèmes' });
  await expect(problems.locator('li[data-code="iceLoop"]')).toContainText('forme une ligne fermée');
  await expect(problems).toContainText('(R7.6)');

  // The lab, still in French.
  await page.getByRole('link', { name: 'Laboratoire' }).click();
  await expect(page.getByRole('heading', { name: 'Laboratoire de test' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Série' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Équilibre' })).toBeVisible();
  await page.getByLabel('Parties', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Lancer 4 parties' }).click();
  await expect(page.getByRole('status')).toHaveText('Terminé : 4 parties.', { timeout: 60_000 });

  const result = page.getByTestId('lab-result');
  await expect(result).toContainText('4 parties (4 terminées)');
  // One bot level in every seat: the Titans rotate over the seats (issue 21 item 7).
  await expect(result.getByTestId('win-chart')).toContainText('Taux de victoire par Titan');
  await expect(result.getByTestId('position-chart')).toContainText('Taux de victoire par position du tour');
  await expect(result.getByTestId('length-chart')).toContainText('Durée des parties');
  await expect(result.getByTestId('heatmap')).toContainText(
    'Carte de chaleur : Vie perdue par partie (4 parties)',
  );
  await expect(page.getByRole('button', { name: 'Exporter en JSON' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Séries enregistrées' })).toContainText('4/4 parties');
  await page.screenshot({ path: 'test-results/i18n-lab-fr.png', fullPage: false });

  // Back to English, from the lab's own picker.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Done: 4 games.');
  await expect(result).toContainText('4 games (4 finished)');
  await expect(result.getByTestId('win-chart')).toContainText('Win rate per Titan');
  await expect(page.getByRole('button', { name: 'Export JSON' })).toBeVisible();
});
