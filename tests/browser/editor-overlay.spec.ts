// Browser test of the editor's step overlay (docs/editor.md, "Where a step lands"): hover or keyboard focus
// on a space draws where each forward step from it lands, including ice slides (R7.6) and ramp jumps (R7.4).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** No serious or critical axe-core violation (as tests/browser/a11y.spec.ts). */
async function audit(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    where,
  ).toEqual([]);
}

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
  await audit(page, 'editor with the step overlay');
});
