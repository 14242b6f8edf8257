// The game's menu on a phone, from the play-test at 360×640: (1) the Settings box, opened from the menu,
// lay over its own Settings button, so pressing it again could not close it — the box has a ✕ of 44 px at
// its top, in view, and Escape closes it; (2) during the hand-off ("Pass the device to …") the menu could
// not be opened at all (the header was behind the screen) — its ☰ button and the menu now stay over the
// hand-off screen (Rules, Settings, leave: nothing private), the chips and the table behind it.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { importSave, quietSettings, RASSIK_PURPLE_SAVE } from './helpers';

/** Whether the element drawn at the centre of `target` is (in) it: nothing lies over it. */
async function onTop(page: Page, target: string | Locator): Promise<boolean> {
  const el = typeof target === 'string' ? page.locator(target).first() : target;
  const b = (await el.boundingBox())!;
  return el.evaluate(
    (e, [x, y]) => {
      const at = document.elementFromPoint(x, y);
      return !!at && (e === at || e.contains(at));
    },
    [b.x + b.width / 2, b.y + b.height / 2],
  );
}

for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
])
  test(`the Settings box closes by its ✕ and by Escape — ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await importSave(page, RASSIK_PURPLE_SAVE);
    await expect(page.locator('[data-choice="face"]')).toBeVisible();
    const settings = page.locator('.play-menu details.menu');
    const open = async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('.play-menu summary').click();
      await expect(settings).toHaveAttribute('open', '');
      await expect(page.getByLabel('Animation speed')).toBeVisible();
    };
    await open();
    await page.screenshot({ path: `test-results/screens/phone-settings-${size.width}x${size.height}.png` });
    const close = page.locator('[data-close-settings]');
    await expect(close).toBeInViewport({ ratio: 1 });
    const c = (await close.boundingBox())!;
    expect(Math.min(c.width, c.height), 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(await onTop(page, '[data-close-settings]'), 'the ✕ on top where it is drawn').toBe(true);
    await close.click();
    await expect(settings).not.toHaveAttribute('open', '');
    await expect(page.getByLabel('Animation speed')).toBeHidden();
    // Escape, the menu opened again.
    await page.keyboard.press('Escape');
    await open();
    await page.keyboard.press('Escape');
    await expect(settings).not.toHaveAttribute('open', '');
    await expect(page.getByLabel('Animation speed')).toBeHidden();
  });

for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`the menu opens during the hand-off — ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await quietSettings(page, { speed: 'off', handoff: true });
    await page.goto('/#/');
    await page
      .locator('input[data-import]')
      .first()
      .setInputFiles({
        name: 'save.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(RASSIK_PURPLE_SAVE)),
      });
    const handoff = page.locator('[data-handoff]');
    await expect(handoff).toBeVisible();
    const phone = size.width < 700;
    if (phone) {
      expect(await onTop(page, '.play-menu-toggle'), 'the ☰ button over the hand-off').toBe(true);
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    const menu = page.locator('#play-menu');
    await expect(menu).toBeVisible();
    await page.screenshot({ path: `test-results/screens/handoff-menu-${size.width}x${size.height}.png` });
    for (const name of ['Rules', 'Save to file', 'Home'])
      expect(await onTop(page, menu.getByRole('button', { name, exact: true })), name).toBe(true);
    // The chips and the table stay behind the screen: nothing of a hand reachable.
    expect(await onTop(page, '.titan-panel'), 'a chip over the hand-off').toBe(false);
    await expect(page.locator('main.table')).toHaveAttribute('inert', '');
    // Rules open over the hand-off and close back to it.
    await menu.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByRole('dialog', { name: 'Rules reference' });
    await expect(rules).toBeVisible();
    await rules.getByRole('button', { name: 'Close' }).click();
    await expect(rules).toHaveCount(0);
    await expect(handoff).toBeVisible();
    // Settings too, and its ✕ closes it; the hand-off is still there to take the device.
    if (phone && !(await menu.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await menu.locator('summary').click();
    await expect(page.getByLabel('Animation speed')).toBeVisible();
    expect(await onTop(page, '[data-close-settings]'), 'the Settings ✕ over the hand-off').toBe(true);
    await page.locator('[data-close-settings]').click();
    await expect(page.getByLabel('Animation speed')).toBeHidden();
    await expect(handoff).toBeVisible();
  });
