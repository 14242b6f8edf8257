// A Batch run under way: leaving the lab inside the app asks first, in the app's own dialog (the browser's
// confirm only for a reload or a closed tab). "Stay" keeps the run going and the history as it was;
// "leave" stops the run (its finished games kept, as Cancel does), and nothing plays on unseen.
import { expect, test, type Page } from '@playwright/test';

/** The browser's own dialogs, which the app must not use for its question. */
function browserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

async function startRun(page: Page) {
  await page.getByLabel('Games').fill('20000');
  await page.getByRole('button', { name: /^Run 20,000 games$/ }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
}

const question = (page: Page) =>
  page.getByRole('alertdialog', { name: 'A run is under way: leave and stop it?' });
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('a link of the app mid-run asks in the app; staying keeps the run, leaving stops it', async ({
  page,
}) => {
  const native = browserDialogs(page);
  await page.goto('#/lab');
  await startRun(page);
  const entries = await historyLength(page);

  await page.getByRole('link', { name: 'Circuit editor' }).click();
  await expect(question(page)).toBeVisible();
  const stay = page.getByRole('button', { name: 'Stay, keep it running' });
  await expect(stay).toBeFocused();
  for (const b of [stay, page.getByRole('button', { name: 'Leave and stop the run' })])
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await stay.click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/lab$/);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(await historyLength(page)).toBe(entries);

  await page.getByRole('link', { name: 'Circuit editor' }).click();
  await page.getByRole('button', { name: 'Leave and stop the run' }).click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  // Back in the lab: no run going on, the Run button free again.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Run [\d,]+ games?$/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(native).toEqual([]);
});

test('Back mid-run, then Stay: Back asks again once, and the history neither grows nor loses the page before', async ({
  page,
}) => {
  const native = browserDialogs(page);
  await page.goto('#/');
  await page.evaluate(() => (window.location.hash = '#/lab'));
  await startRun(page);
  const entries = await historyLength(page);

  for (const answer of ['click', 'Escape'] as const) {
    await page.evaluate(() => window.history.back());
    await expect(question(page)).toHaveCount(1);
    if (answer === 'click') await page.getByRole('button', { name: 'Stay, keep it running' }).click();
    else await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/lab$/);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(await historyLength(page)).toBe(entries);
  }

  // The third Back leaves to the page that was there before the lab: the home page, not a second lab.
  await page.evaluate(() => window.history.back());
  await page.getByRole('button', { name: 'Leave and stop the run' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('link', { name: 'Playtest lab' })).toBeVisible();
  expect(await historyLength(page)).toBe(entries);
  expect(native).toEqual([]);
});

test('a reload mid-run asks the browser’s question, and the lab after it says the run stopped there', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.goto('#/lab');
  await startRun(page);
  await page.getByRole('heading', { name: 'Playtest lab' }).click(); // Chromium asks beforeunload only after a gesture
  await page.reload();
  await expect(page.getByTestId('run-cut')).toHaveText(
    'The run under way when this page was reloaded stopped there, and its games were not kept: run it again for its figures.',
  );
  expect(asked).toEqual(['beforeunload']);
  // A new run clears the note.
  await page.getByRole('button', { name: /^Run [\d,]+ games?$/ }).click();
  await expect(page.getByTestId('run-cut')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
});
