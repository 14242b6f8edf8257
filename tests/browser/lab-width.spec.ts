// The lab fits a tablet and a phone: at 768×1024, 390×844 and 360×640 no lab view scrolls sideways (it was
// 884 px wide — the Batch seat table's bot select, sized to its longest option, widened its fieldset).
// Wide tables (a sweep's, the notable games) scroll inside their own box instead.
import { expect, test, type Page } from '@playwright/test';

const SIZES = [
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** At each size the page is no wider than the screen; a screenshot of each for a person to look at. */
async function fitsEverySize(page: Page, view: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${view} at ${size.width}×${size.height}`).toBeLessThanOrEqual(client);
    await page.screenshot({ path: `test-results/lab-width-${view}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Batch, Balance, a sweep and Suggest, with results, fit a tablet and phones', async ({ page }) => {
  await page.goto('./#/lab');
  // The lab loads lazily: measured before it had, the first sizes were of "Loading the lab…".
  await expect(page.getByLabel('Seat 1 bot')).toBeVisible();
  await fitsEverySize(page, 'batch-form');
  await page.getByLabel('Games').fill('8');
  await page.getByRole('button', { name: /^Run 8 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 8 games.', { timeout: 60_000 });
  await expect(page.getByTestId('batch-headline')).toBeVisible();
  await fitsEverySize(page, 'batch');
  // Still a usable form on a phone: the bot select shows its choice and can be changed. It has the seat's
  // whole width under the Titan (in the table's third column it was ~70 px wide: "greed…"), 44 px high.
  await page.setViewportSize({ width: 360, height: 640 });
  const bot = page.getByLabel('Seat 1 bot');
  const botBox = (await bot.boundingBox())!;
  expect(botBox.width).toBeGreaterThanOrEqual(240);
  expect(botBox.height).toBeGreaterThanOrEqual(44);
  expect((await page.getByLabel('Seat 1 Titan').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await bot.selectOption('random');
  await expect(bot).toHaveValue('random');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: 'Balance' }).click();
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each card').uncheck();
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  await expect(page.getByRole('status')).toContainText('Done: 48 games.', { timeout: 60_000 });
  await expect(page.getByTestId('notable-games')).toBeVisible();
  await fitsEverySize(page, 'balance');
  // Play-test 51: on a phone the notable games' buttons were cut at the table box's edge ("Open in t…").
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const table = page.getByTestId('notable-games');
    const edges = await table.evaluate((t) => {
      const box = t.parentElement!.getBoundingClientRect();
      return [...t.querySelectorAll('button')].map((b) => {
        const r = b.getBoundingClientRect();
        return { left: r.left - box.left, right: box.right - r.right };
      });
    });
    expect(edges.length).toBeGreaterThan(0);
    for (const e of edges) expect(Math.min(e.left, e.right), `at ${width} px`).toBeGreaterThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('A sweep: vary one thing').check();
  await page.getByLabel('Values').fill('1, 2');
  await page.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
  await fitsEverySize(page, 'sweep');
  // On a phone the sweep table is wider than the screen: it scrolls in its own box, reachable by keyboard.
  await page.setViewportSize({ width: 360, height: 640 });
  const box = page.getByRole('region', { name: /Win rate per Titan/ });
  await expect(box.getByTestId('sweep-table')).toBeVisible();
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeGreaterThan(client);
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('A comparison: A against B').check();
  await page.getByLabel('B: circuit').selectOption('estengaard');
  await page.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
  await expect(page.getByTestId('compare-table')).toBeVisible();
  await fitsEverySize(page, 'comparison');

  await page.getByRole('tab', { name: 'Suggest' }).click();
  await expect(page.getByTestId('suggest-view')).toBeVisible();
  await fitsEverySize(page, 'suggest');
});

test("the editor's link into the lab opens a Balance view that fits a phone", async ({ page }) => {
  await page.goto('./#/editor');
  await page.getByRole('button', { name: 'Is it fair? (Balance)' }).click();
  await expect(page).toHaveURL(/#\/lab\?circuit=[^&]+&view=balance/);
  await expect(page.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
  await fitsEverySize(page, 'from-editor');
});

test('two courses side by side and a replayed game fit a phone', async ({ page }) => {
  await page.goto('./#/lab');
  await page.getByLabel('Compare two courses side by side').check();
  await page.getByTestId('course-b').getByRole('combobox').selectOption('estengaard');
  await page.getByLabel('Games per course').fill('4');
  await page.getByRole('button', { name: /^Run 8 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 8 games.', { timeout: 60_000 });
  await expect(page.getByTestId('lab-result')).toHaveCount(2);
  await fitsEverySize(page, 'batch-two');
  await page.getByRole('button', { name: 'Replay this game' }).first().click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await fitsEverySize(page, 'replay');
});

test('the lab in French fits a phone too, its circuits named in French', async ({ page }) => {
  await page.goto('./#/lab?view=balance');
  // French's longer header ("Laboratoire de test", "Éditeur de circuits", "Langue") put the language
  // picker 12 px past a 390 px screen.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('tab', { name: 'Équilibre' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Circuit', { exact: true }).locator('option').first()).toHaveText(
    'Kaldheira — les bassins du malheur',
  );
  await fitsEverySize(page, 'balance-fr');
  await page.getByRole('tab', { name: 'Suggestions' }).click();
  await expect(page.getByTestId('suggest-circuit').locator('option').first()).toHaveText(
    'Kaldheira — les bassins du malheur',
  );
  await fitsEverySize(page, 'suggest-fr');
});

/**
 * Every bot choice's text (each option, so whichever is chosen) against the room inside its select: the
 * text's width in the select's font, and the select's inner width less its padding and its arrow (24 px).
 */
async function botChoicesFit(page: Page, where: string) {
  const rows = await page.locator('.lab-seats td:nth-child(3) select').evaluateAll((els) =>
    (els as HTMLSelectElement[]).map((sel) => {
      const cs = getComputedStyle(sel);
      const probe = document.createElement('span');
      probe.style.font = cs.font;
      probe.style.whiteSpace = 'pre';
      probe.style.position = 'absolute';
      document.body.append(probe);
      const texts = [...sel.options].map((o) => {
        probe.textContent = o.text;
        return { text: o.text, width: probe.getBoundingClientRect().width };
      });
      probe.remove();
      const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 24;
      const box = sel.getBoundingClientRect();
      return { label: sel.getAttribute('aria-label'), room, texts, height: box.height, right: box.right };
    }),
  );
  expect(rows.length, where).toBeGreaterThanOrEqual(3);
  for (const r of rows) {
    for (const o of r.texts) expect(o.width, `${where}: ${r.label} "${o.text}"`).toBeLessThanOrEqual(r.room);
    expect(r.height, `${where}: ${r.label}`).toBeGreaterThanOrEqual(44);
  }
}

test('Batch’s bot choices read whole on a phone, how each plays said under it (English and French)', async ({
  page,
}) => {
  await page.goto('./#/lab');
  await expect(page.getByLabel('Seat 1 bot')).toBeVisible();
  // The choice is the level's name; how it plays is the select's description, under it.
  await expect(page.getByLabel('Seat 1 bot').locator('option:checked')).toHaveText('greedy');
  await expect(page.getByLabel('Seat 1 bot')).toHaveAccessibleDescription('The best move it sees now (fast)');
  await page.getByLabel('Seat 2 bot').selectOption('master');
  await expect(page.getByLabel('Seat 2 bot')).toHaveAccessibleDescription(
    /^The strongest: plays each good move/,
  );
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') {
      await page.getByLabel('Language').selectOption('fr');
      await expect(page.getByLabel('Bot de la place 1').locator('option:checked')).toHaveText('glouton');
      await expect(page.getByLabel('Bot de la place 2')).toHaveAccessibleDescription(/^Le plus fort/);
    }
    for (const size of [
      { width: 390, height: 844 },
      { width: 360, height: 640 },
    ]) {
      await page.setViewportSize(size);
      const where = `${lang} at ${size.width}×${size.height}`;
      await botChoicesFit(page, where);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, where).toBeLessThanOrEqual(client);
      await page
        .locator('.lab-seats')
        .screenshot({ path: `test-results/lab-bot-choice-${lang}-${size.width}.png` });
    }
  }
});
