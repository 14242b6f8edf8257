// The lab's Suggest view (issue 21 item 5): paint a lava wall in the editor, save it, run Suggest on it
// with a small budget in Web Workers, and open a suggestion as a copy in the editor.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

test('paint a lava wall, run Suggest, open a suggestion in the editor', async ({ page }) => {
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  for (const s of ['A3', 'B4', 'A5', 'B6', 'A7', 'B8']) await space(page, s).click();
  await page.getByRole('button', { name: 'Bonus', exact: true }).click();
  for (const s of ['E3', 'F4', 'E5', 'F6']) await space(page, s).click();
  await page.getByLabel('Name').fill('Lava wall');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Saved circuits' })).toContainText('Lava wall');

  await page.goto('./#/lab');
  await page.getByRole('tab', { name: 'Suggest' }).click();
  await expect(page).toHaveURL(/view=suggest/);
  const view = page.getByTestId('suggest-view');
  await view.getByTestId('suggest-circuit').selectOption({ label: 'Lava wall' });
  await view.getByTestId('suggest-games').fill('8');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  // Cancel works and says so; then the whole search.
  await view.getByRole('button', { name: 'Cancel' }).click();
  await expect(view.getByTestId('suggest-status')).toContainText('Cancelled');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  await expect(view.getByTestId('suggest-status')).toContainText('Searching');
  await expect(view.getByTestId('suggest-status')).toContainText('Done', { timeout: 120_000 });
  const result = view.getByTestId('suggest-result');
  await expect(result.getByTestId('suggest-diagnosis')).toContainText('points');
  const first = result.getByTestId('suggestion').first();
  // s7: the interval as a gain, a loss, or anywhere from one to the other — never a bare sign.
  await expect(first.getByTestId('suggestion-delta')).toContainText(
    /the (true gain|true loss) is probably (between )?\d|the truth probably lies anywhere from/,
  );
  // Play-test s4: plain words, not "RMS points"; after the best proven change, whether it is still unfair.
  await expect(result.getByTestId('suggest-before')).toContainText(
    /(win rates are on average [\d.]+ points from fair|the gap from a fair share, over every Titan and turn position, is [\d.]+ points)/,
  );
  await expect(first.getByTestId('suggestion-delta')).toContainText(
    /^With this change, .* [\d.]+ points, against .*: [\d.]+ points (closer to|further from) a fair share/,
  );
  expect(await result.textContent()).not.toMatch(/RMS/);
  const holds = await result.locator('.suggestion.holds').count();
  await expect(result.getByTestId('suggest-left')).toHaveCount(holds > 0 ? 1 : 0);
  if (holds > 0)
    await expect(result.getByTestId('suggest-left')).toContainText(
      'After the best proven change (suggestion',
    );
  await page.setViewportSize({ width: 1280, height: 800 });
  await result.screenshot({ path: 'test-results/suggest-words.png' });
  // No serious accessibility violation in the view with its results (as tests/browser/a11y.spec.ts).
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="suggest-view"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id),
  ).toEqual([]);
  const edits = JSON.parse((await first.getAttribute('data-edits'))!) as {
    space: string;
    from: string;
    to: string;
  }[];
  expect(edits.length).toBeGreaterThanOrEqual(1);
  expect(edits.length).toBeLessThanOrEqual(3);
  // Only a change proven on fresh games is called a suggestion (play-test s5).
  const proven = await first.evaluate((e) => e.classList.contains('holds'));
  await expect(first.locator('h4')).toContainText(
    `${proven ? 'Suggestion 1' : 'Candidate 1 (not proven)'}: ${edits[0].space} `,
  );

  await first.getByTestId('suggestion-open').click();
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  // s7: named after the change it carries, so two tried side by side are told apart.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
    `Lava wall (${proven ? 'suggestion' : 'candidate'} 1)`,
  );
  // Every edited space as suggested, and the rest of the painting as it was.
  for (const e of edits) await expect(space(page, e.space)).toHaveAttribute('data-element', e.to);
  const wall = ['A3', 'B4', 'A5', 'B6', 'A7', 'B8'].filter((s) => !edits.some((e) => e.space === s));
  for (const s of wall) await expect(space(page, s)).toHaveAttribute('data-element', 'lava');
  // The original is untouched in the library.
  await expect(page.getByRole('list', { name: 'Saved circuits' })).toContainText('Lava wall');
});

test('Suggest says the time left while it runs, as Balance does (s6)', async ({ page }) => {
  await page.goto('./#/lab?view=suggest');
  const view = page.getByTestId('suggest-view');
  await view.getByTestId('suggest-circuit').selectOption('kaldheira');
  await view.getByTestId('suggest-games').fill('400');
  // The house rules it will play with are fields (empty: the rule book's).
  await expect(view.getByTestId('suggest-house-rules').getByLabel('Laps')).toHaveValue('');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  const status = view.getByTestId('suggest-status');
  // Once the single edits are planned and the pace means something (2 s): the time left, in eta.ts's words.
  await expect(status).toContainText(
    /^Searching \((single edits|combined edits|checking on fresh games|measuring the chosen edits again on games not used to choose)\): [\d,]+ of at most [\d,]+ games… · about \d+ (s|min) left$/,
    {
      timeout: 60_000,
    },
  );
  await view.screenshot({ path: 'test-results/suggest-time-left.png' });
  await view.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toContainText('Cancelled');
  await expect(status).not.toContainText('left');
});
