// Browser test of the editor's step overlay (docs/editor.md, "Where a step lands"): hover or keyboard focus
// on a space draws where each forward step from it lands, including ice slides (R7.6) and ramp jumps (R7.4).
import { expect, test, type Page } from '@playwright/test';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

test('hover and focus show the landing of each forward step: a ramp jump and an ice slide', async ({
  page,
}) => {
  await page.goto('./#/editor');
  await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Super-ramp right', exact: true }).click();
  await space(page, 'A3').click();
  await page.getByRole('button', { name: 'Ice', exact: true }).click();
  await space(page, 'D4').click();
  await space(page, 'D6').click();

  // Hover the ramp: R7.4, the R step jumps B4 and C5 and lands on D6 — ice, so it slides on in the same direction to E7 (R7.6).
  await space(page, 'A3').hover();
  const fromA3 = page.locator('[data-step-overlay="A3"]');
  await expect(fromA3).toBeVisible();
  await expect(fromA3.locator('[data-landing="R"]')).toHaveAttribute('data-landing-end', 'E7');
  await expect(fromA3.locator('[data-landing="R"]')).toHaveAttribute('data-landing-kind', 'jump');
  await expect(fromA3.locator('[data-landing="S"]')).toHaveAttribute('data-landing-end', 'A5');
  await expect(page.locator('[data-step-summary]')).toContainText('R jumps to D6, slides on ice to E7');

  // Keyboard: focus D2 and the straight step enters D4 and slides over D6 to D8.
  await page.mouse.move(0, 0);
  await expect(fromA3).toHaveCount(0);
  await space(page, 'D2').focus();
  const fromD2 = page.locator('[data-step-overlay="D2"]');
  await expect(fromD2.locator('[data-landing="S"]')).toHaveAttribute('data-landing-end', 'D8');
  await expect(fromD2.locator('[data-landing="S"]')).toHaveAttribute('data-landing-kind', 'slide');
  await expect(fromD2.locator('[data-landing]')).toHaveCount(3);
  // Arrow keys move the focus, and the overlay follows.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-step-overlay="C3"]')).toBeVisible();
  await expect(page.locator('[data-step-summary]')).toContainText('From C3');
});
