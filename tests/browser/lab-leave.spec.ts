// A Batch run under way: a link of the app asks before leaving the lab. "Stay" keeps the run going;
// "leave" stops it (its finished games kept, as Cancel does), and nothing plays on unseen.
import { expect, test } from '@playwright/test';

test('leaving the lab mid-run asks first; staying keeps the run, leaving stops it', async ({ page }) => {
  await page.goto('#/lab');
  await page.getByLabel('Games').fill('20000');
  await page.getByRole('button', { name: /^Run 20,000 games$/ }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'Circuit editor' }).click();
  await expect.poll(() => asked).toEqual(['A run is under way: leave and stop it?']);
  await expect(page).toHaveURL(/#\/lab$/);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('link', { name: 'Circuit editor' }).click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  // Back in the lab: no run going on, the Run button free again.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Run [\d,]+ games?$/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});
