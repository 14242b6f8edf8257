// Play-test s7: a Suggest search was lost on a reload, on another tab of the lab, and on Back after
// "Open as a copy in the editor" — the designer had to search again to try the second candidate. Every
// finished search is now saved in the browser and the one on screen comes back.
import { expect, test } from '@playwright/test';
import { fullDisk } from './helpers';

test('a finished Suggest search survives Back from the editor and a reload, and is listed', async ({
  page,
}) => {
  await page.goto('./#/lab?view=suggest');
  const view = page.getByTestId('suggest-view');
  await expect(view.getByTestId('suggest-saved')).toContainText('No saved search yet');
  await view.getByTestId('suggest-circuit').selectOption('kaldheira');
  await view.getByTestId('suggest-games').fill('8');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  await expect(view.getByTestId('suggest-status')).toContainText('Done', { timeout: 120_000 });
  await expect(view.getByTestId('suggest-status')).toContainText('Saved in this browser');
  const saved = view.getByTestId('suggest-saved').getByTestId('saved-report');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Kaldheira — the pools of doom · 8 games per candidate');
  const before = await view.getByTestId('suggest-result').innerText();
  const cards = await view.getByTestId('suggestion').count();
  expect(cards).toBeGreaterThan(0);

  // Open the first change in the editor, then come back with the browser's Back.
  await view.getByTestId('suggestion').first().getByTestId('suggestion-open').click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  // Not "the shared circuit": it came from Suggest, and it is not saved yet.
  await expect(
    page.getByText(
      /^Opened ".* \((suggestion|candidate) 1\)" from Suggest: it is not in My circuits until you Save it\./,
    ),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('suggest-result')).toBeVisible();
  expect(await page.getByTestId('suggest-result').innerText()).toBe(before);
  await expect(page.getByTestId('suggestion')).toHaveCount(cards);

  // Another tab of the lab and back; then a reload.
  await page.getByRole('tab', { name: 'Balance' }).click();
  await page.getByRole('tab', { name: 'Suggest' }).click();
  expect(await page.getByTestId('suggest-result').innerText()).toBe(before);
  await page.reload();
  await expect(page.getByTestId('suggest-result')).toBeVisible();
  expect(await page.getByTestId('suggest-result').innerText()).toBe(before);
  await expect(page.getByTestId('suggest-view').getByTestId('suggest-games')).toHaveValue('8');

  // In French, the saved search is listed in French.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByTestId('suggest-saved')).toContainText('Recherches enregistrées');
  await expect(page.getByTestId('suggest-saved')).toContainText('8 parties par candidat');
});

test('storage full: the search is shown, and an alert says it was not saved and will not survive a reload', async ({
  page,
  context,
}) => {
  await fullDisk(context, { localStorage: false });
  await page.goto('./#/lab?view=suggest');
  const view = page.getByTestId('suggest-view');
  await view.getByTestId('suggest-circuit').selectOption('kaldheira');
  await view.getByTestId('suggest-games').fill('8');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  await expect(view.getByTestId('suggest-status')).toContainText('Done', { timeout: 120_000 });
  await expect(view.getByTestId('suggest-status')).not.toContainText('Saved');
  const alert = view.getByTestId('suggest-not-saved');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Not saved:');
  await expect(alert).toContainText('will be gone after a reload');
  await expect(view.getByTestId('suggest-result')).toBeVisible();
});

test('a refused report file is announced as an alert and changes nothing', async ({ page }) => {
  await page.goto('./#/lab?view=balance');
  await expect(page.getByText('No saved report yet')).toBeVisible();
  await page.getByLabel('Import a report (JSON)').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"kind":"titan-race-balance-report","titans":1}'),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'bad.json is not a usable report' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('saved-report')).toHaveCount(0);
});

test('on a phone, the Suggest form fits the screen (no sideways scrolling)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./#/lab?view=suggest');
  await expect(page.getByTestId('suggest-objective')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const box = (await page.getByTestId('suggest-objective').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
