// Browser tests of the circuit editor (#/editor): docs/editor.md.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

async function openEditor(page: Page, hash = '#/editor') {
  await page.goto('./' + hash);
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
});

test('paint lava on E5 and F6, export, start over, re-import', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  await space(page, 'E5').click();
  await space(page, 'F6').click();
  await expect(space(page, 'E5')).toHaveAttribute('data-element', 'lava');
  await expect(space(page, 'F6')).toHaveAttribute('data-element', 'lava');
  await expect(space(page, 'D4')).toHaveAttribute('data-element', 'plain');
  await page.getByLabel('Name').fill('Twin pools');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('twin-pools.json');
  const path = await download.path();
  const data = JSON.parse(await readFile(path!, 'utf8'));
  expect(data).toEqual({ id: 'twin-pools', name: 'Twin pools', spaces: { E5: 'lava', F6: 'lava' } });

  // Start over from a blank circuit, then import the exported file.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(space(page, 'E5')).toHaveAttribute('data-element', 'plain');
  await page.getByLabel('Import circuit').setInputFiles(path!);
  await expect(space(page, 'E5')).toHaveAttribute('data-element', 'lava');
  await expect(space(page, 'F6')).toHaveAttribute('data-element', 'lava');
  await expect(page.getByLabel('Name')).toHaveValue('Twin pools');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a drag paints several spaces as one undo step; Ctrl+Z and Ctrl+Y', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Pirates' }).click();
  const boxes = await Promise.all(['A5', 'C5', 'E5'].map((n) => space(page, n).boundingBox()));
  const centre = (b: { x: number; y: number; width: number; height: number } | null) => ({
    x: b!.x + b!.width / 2,
    y: b!.y + b!.height / 2,
  });
  await page.mouse.move(centre(boxes[0]).x, centre(boxes[0]).y);
  await page.mouse.down();
  for (const b of boxes.slice(1)) await page.mouse.move(centre(b).x, centre(b).y, { steps: 6 });
  await page.mouse.up();
  for (const n of ['A5', 'C5', 'E5']) await expect(space(page, n)).toHaveAttribute('data-element', 'pirates');
  await page.keyboard.press('Control+z');
  for (const n of ['A5', 'C5', 'E5']) await expect(space(page, n)).toHaveAttribute('data-element', 'plain');
  await page.keyboard.press('Control+y');
  for (const n of ['A5', 'C5', 'E5']) await expect(space(page, n)).toHaveAttribute('data-element', 'pirates');
});

test('keyboard only: pick a tool, Tab onto the board, arrows, Enter', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Pentacle' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pentacle' })).toHaveAttribute('aria-pressed', 'true');
  await space(page, 'A1').focus();
  for (const k of ['ArrowUp', 'ArrowUp', 'ArrowRight']) await page.keyboard.press(k);
  await expect(space(page, 'C3')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(space(page, 'C3')).toHaveAttribute('data-element', 'pentacle');
  await page.keyboard.press('Control+z');
  await expect(space(page, 'C3')).toHaveAttribute('data-element', 'plain');
});

test('a bad file is refused with an alert naming the problem; the circuit stays', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Bonus' }).click();
  await space(page, 'B4').click();
  const input = page.getByLabel('Import circuit');

  await input.setInputFiles({
    name: 'off-lattice.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ id: 'x', name: 'Bad', spaces: { A2: 'lava' } })),
  });
  await expect(page.getByRole('alert')).toContainText('off-lattice.json');
  await expect(page.getByRole('alert')).toContainText('A2');
  await expect(space(page, 'B4')).toHaveAttribute('data-element', 'bonus');
  await expect(page.getByLabel('Name')).toHaveValue('New circuit');

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes'),
  });
  await expect(page.getByRole('alert')).toContainText('is not JSON');

  await input.setInputFiles({
    name: 'magma.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ id: 'x', name: 'Bad', spaces: { C5: 'magma' } })),
  });
  await expect(page.getByRole('alert')).toContainText('magma');

  await input.setInputFiles({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ id: 'x', name: 'x', description: 'y'.repeat(120_000), spaces: {} })),
  });
  await expect(page.getByRole('alert')).toContainText('too large');
  await expect(space(page, 'B4')).toHaveAttribute('data-element', 'bonus');
});

test('Copy link gives a URL that opens the circuit in another tab', async ({ page, context }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Fire statue' }).click();
  await space(page, 'D6').click();
  await page.getByLabel('Name').fill('Statue garden');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const url = await page.getByTestId('share-link').inputValue();
  expect(url).toMatch(/#\/editor\?c=[A-Za-z0-9+\-$]+$/);

  const other = await context.newPage();
  await other.goto(url);
  await expect(space(other, 'D6')).toHaveAttribute('data-element', 'fireStatue');
  await expect(other.getByLabel('Name')).toHaveValue('Statue garden');
  await expect(other).toHaveURL(/#\/editor$/);
  await other.close();

  const bad = await context.newPage();
  await bad.goto(url.replace(/c=.*/, 'c=damaged!!'));
  await expect(bad.getByRole('alert')).toContainText('share link is damaged');
  await bad.close();
});

test('work survives a reload; the library keeps saved circuits', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Ice' }).click();
  await space(page, 'C7').click();
  await page.reload();
  await expect(space(page, 'C7')).toHaveAttribute('data-element', 'ice');
  await page.getByLabel('Name').fill('Slippery');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Saved circuits' })).toContainText('Slippery');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved circuits' })).toContainText('Slippery');
});

test('Play this circuit saves it and opens the setup with it selected', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  await space(page, 'E5').click();
  await page.getByLabel('Name').fill('Playtest me');
  await page.getByRole('button', { name: 'Play this circuit' }).click();
  await expect(page).toHaveURL(/#\/play\?circuit=c-[a-z0-9]+&from=editor$/);
  const id = /circuit=(c-[a-z0-9]+)/.exec(new URL(page.url()).hash)![1];
  // saved in the library (IndexedDB): the setup lists it, chosen
  await expect(page.locator(`[data-circuit="${id}"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator(`[data-circuit="${id}"]`)).toContainText('Playtest me');
  await expect(page.locator('[data-fold="course"] [data-fold-summary]')).toContainText('Playtest me');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 420, height: 900 } });

  test('a finger drag paints every space it crosses, as one undo step', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Pirates' }).click();
    await space(page, 'A5').scrollIntoViewIfNeeded();
    const names = ['A5', 'B6', 'C7', 'D8'];
    const pts = [];
    for (const n of names) {
      const b = (await space(page, n).boundingBox())!;
      pts.push({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pts[0]] });
    for (let i = 1; i < pts.length; i++) {
      for (let k = 1; k <= 5; k++) {
        const x = pts[i - 1].x + ((pts[i].x - pts[i - 1].x) * k) / 5;
        const y = pts[i - 1].y + ((pts[i].y - pts[i - 1].y) * k) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    for (const n of names) await expect(space(page, n)).toHaveAttribute('data-element', 'pirates');
    await page.getByRole('button', { name: 'Undo' }).click();
    for (const n of names) await expect(space(page, n)).toHaveAttribute('data-element', 'plain');
  });
});
