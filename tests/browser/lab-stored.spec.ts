// What the lab's forms keep between visits (localStorage, src/ui/lab/balanceSettings.ts) meets what
// changed since: a circuit deleted in the editor gives way to the standard default, said once by name.
import { expect, test, type Page } from '@playwright/test';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

/** A circuit painted in the editor (a bonus on B4), Balance opened on it, 60 games a measurement typed. */
async function balanceOnNewCircuit(page: Page) {
  await page.goto('./#/editor');
  await page.getByRole('button', { name: 'Bonus' }).click();
  await space(page, 'B4').click();
  await page.getByRole('button', { name: 'Is it fair? (Balance)' }).click();
  await expect(page).toHaveURL(/#\/lab\?circuit=c-[^&]+&view=balance/);
  const circuit = page.getByLabel('Circuit', { exact: true });
  const name = ((await circuit.locator('option:checked').textContent()) ?? '').replace(/ \(custom\)$/, '');
  expect(name).toMatch(/New circuit/);
  await page.getByLabel('Games per measurement').fill('60');
  return { circuit, name };
}

test('a circuit Balance kept, deleted in the editor since: Kaldheira instead, said by name, the rest kept', async ({
  page,
}) => {
  const { circuit, name } = await balanceOnNewCircuit(page);

  await page.goto('./#/editor');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(`Deleted "${name}".`)).toBeVisible();

  await page.goto('./#/lab?view=balance');
  await expect(page.getByTestId('circuit-gone')).toHaveText(
    new RegExp(`^The circuit “${name}” this form last used is no longer .*: the form now uses Kaldheira`),
  );
  await expect(circuit).toHaveValue('kaldheira');
  await expect(page.getByLabel('Games per measurement')).toHaveValue('60');
  await expect(page.getByText(/\(unknown\)/)).toHaveCount(0);
  // Said once: the next visit starts from Kaldheira with nothing to say.
  await page.reload();
  await expect(circuit).toHaveValue('kaldheira');
  await expect(page.getByTestId('circuit-gone')).toHaveCount(0);
});

test('Suggest opened from its tab plays the house rules set in Balance, and says so', async ({ page }) => {
  await page.goto('./#/lab?view=balance');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Reactions').selectOption('always');
  await page.getByRole('tab', { name: 'Suggest' }).click();
  const rules = page.getByTestId('suggest-house-rules');
  await expect(rules.getByLabel('Laps')).toHaveValue('1');
  await expect(rules.getByLabel('Reactions')).toHaveValue('always');
  await expect(page.getByTestId('suggest-rules-source')).toHaveText(
    'This search plays the house rules of the Balance form: Laps: 1, Reactions: always.',
  );
  // A rule changed here is Suggest's own; Balance's are one press away.
  await rules.getByLabel('Laps').fill('2');
  await expect(page.getByTestId('suggest-rules-source')).toContainText('its own house rules: Laps: 2');
  await page.getByRole('button', { name: 'Use the Balance form’s' }).click();
  await expect(rules.getByLabel('Laps')).toHaveValue('1');
});

test('a circuit deleted in the editor in another tab while the lab shows it: Kaldheira at once, said once, the rest kept', async ({
  context,
  page,
}) => {
  const { circuit, name } = await balanceOnNewCircuit(page);

  // The editor in a second tab deletes it; the lab's tab hears of it.
  const editor = await context.newPage();
  await editor.goto('./#/editor');
  await editor.getByRole('button', { name: `Delete ${name}` }).click();
  await editor.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(editor.getByText(`Deleted "${name}".`)).toBeVisible();

  await expect(page.getByTestId('circuit-gone')).toHaveText(
    new RegExp(`^The circuit “${name}” this form used was just deleted .*: the form now uses Kaldheira`),
  );
  await expect(page.getByTestId('circuit-gone')).toHaveCount(1);
  await expect(circuit).toHaveValue('kaldheira');
  await expect(page.getByLabel('Games per measurement')).toHaveValue('60');
  await expect(page.getByText(/\(unknown\)/)).toHaveCount(0);
  // Not an address naming an unknown circuit: the address drops it, the view stays.
  await expect(page.locator('[data-unknown-circuit]')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/lab\?view=balance$/);
  await page.reload();
  await expect(circuit).toHaveValue('kaldheira');
  await expect(page.getByTestId('circuit-gone')).toHaveCount(0);
});
