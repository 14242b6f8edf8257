// Every control a finger can press on the phone's play screen has a hit area of at least 44 × 44 px: the
// header's Menu and chips, the log line's Log, the dice, the bar's buttons and the offered spaces. A hit
// area may be larger than the box it draws (a transparent ::before, so the board keeps its height), so it
// is measured as a finger finds it: every point within 22 px of the control's box is probed with
// elementFromPoint, and the points that land on the control (or inside it) span its hit box. A control
// the pointer cannot reach at all (pointer-events: none: a chip's facts on a phone, whose tap is the
// chip's) is not a tap target; the keyboard still reaches it. The board's spaces (SVG) are left out: a
// whole circuit cannot give each a finger's width on a phone, so the offered spaces are also the bar's
// 44 px buttons there (checked here with the rest).
import { expect, test, type Page } from '@playwright/test';
import { BROWN, playLink, quietSettings } from './helpers';

/** The visible tap targets whose hit box is under 44 px in a dimension, as "name w×h". */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>('button, [role=button]')].filter((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const shown = r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
      return shown && s.pointerEvents !== 'none' && !el.closest('svg');
    });
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      const left = Math.max(0, Math.floor(r.left - 22));
      const right = Math.min(innerWidth - 1, Math.ceil(r.right + 22));
      const top = Math.max(0, Math.floor(r.top - 22));
      const bottom = Math.min(innerHeight - 1, Math.ceil(r.bottom + 22));
      for (let y = top; y <= bottom; y++)
        for (let x = left; x <= right; x++) {
          const hit = document.elementFromPoint(x + 0.5, y + 0.5);
          if (!hit || !el.contains(hit)) continue;
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x + 1);
          y1 = Math.max(y1, y + 1);
        }
      const [w, h] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
      if (w < 44 || h < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent ?? el.className;
        small.push(`${el.className} “${name.trim().slice(0, 24)}” ${w}×${h}`);
      }
    }
    return small;
  });

/** The play screen at `viewport` has no small target before the roll, nor once the die's spaces are offered. */
async function noSmallTargetsInFirstTurn(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await quietSettings(page);
  await page.goto(`./${playLink(BROWN)}`);
  await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
  await expect(page.locator('[data-space="C1"]')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`every tap target of the play screen is 44 px or more at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await noSmallTargetsInFirstTurn(page, viewport);
  });

// A tablet is a touch screen too: its header's buttons, the chips and the bar's answers are tapped with a
// finger (at 820×1180 the header's buttons were 40 px high, a chip's name 37 px and its facts — place, die,
// cards, each a button that explains itself — 19 px).
test.describe('a touch tablet', () => {
  test.use({ hasTouch: true, isMobile: true });
  for (const viewport of [
    { width: 820, height: 1180 },
    { width: 1180, height: 820 },
  ])
    test(`every tap target of the play screen is 44 px or more at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await noSmallTargetsInFirstTurn(page, viewport);
      // A chip opened by a tap on it says in words what its facts mean (they are no tap targets here).
      const chip = page.locator('[data-titan-panel="slaugg"]');
      await chip.locator('.titan-head').tap();
      await expect(chip.locator('.titan-more-facts')).toBeVisible();
      await expect(chip.locator('.titan-more-facts')).toContainText('draft of round 1');
      // Its details' own button takes its tap (not the chip's hit area under it): the hand is shown.
      const grinder = page.locator('[data-titan-panel="grinder"]');
      await grinder.locator('.titan-head').tap();
      await grinder.getByRole('button', { name: 'Show my cards' }).tap();
      await expect(grinder.getByRole('button', { name: 'Hide my cards' })).toBeVisible();
    });
});

// Every page, every pointer: the product rule is that each thing a player or a designer presses — a
// button, a link, a select, a field, a checkbox or radio with its label, a summary, an offered board space —
// is at least 44 × 44 px CSS, with the mouse too (play-test: the home page's links and language select
// 19 px high, the sound checkbox 13 px; the setup's ↑↓ buttons and fields 40 px, “Link to this setup”
// 124×20; a Titan panel's ▾ and other small buttons 14–52 × 14–18; phone chips 22×22; tablet spaces
// 43×43; the lab's radios and checkboxes 13 px with small labels). A control's box is its border box; a
// checkbox's or radio's is its label's when the label holds it (a press on the label toggles it). A box
// under 44 px is probed as a finger finds it (points within 22 px landing on the control or its label), so
// a hit area drawn larger than the control (a transparent ::before) counts. Exemptions are listed below,
// each with its reason; nothing else is left out.
const EXEMPT: { selector: string; viewports: (w: number) => boolean; why: string }[] = [
  {
    // A phone's board: the whole circuit (456 units wide) in a 390 px column draws a space 31 px across
    // (hit area 34 px with its ring), 19 px at 360×640, and a Grand Slam's three boards smaller still; 44 px
    // spaces would cost the one-screen table its board. Each offered space is also a 44 px button in the
    // action bar there ([data-space-choice], SpaceButtons.tsx), measured with the rest and checked below.
    // (Not the editor's: there a finger paints them and no bar offers them, so they are measured.)
    selector: '[data-space]:not(.editor-board *)',
    viewports: (w) => w < 700,
    why: 'a phone board cannot give a whole circuit 44 px spaces; the bar offers each as a 44 px button',
  },
];

/** The visible controls of the page whose target is under 44 px in a dimension, as "what w×h". */
const smallControls = (page: Page, exempt: string[], within: string) =>
  page.evaluate(
    async ([exempt, within]) => {
      const small: string[] = [];
      // (The editor's board spaces are images to a screen reader, but a finger presses them to paint.)
      const selector =
        'button, a[href], select, input:not([type=hidden]), textarea, summary, [role=button], [role=link], [role=tab], [role=radio], [role=checkbox], .editor-board [data-space]';
      const all = [...document.querySelectorAll<HTMLElement | SVGElement>(`${within} :is(${selector})`)];
      const seen = new Set<Element>();
      for (const el of all) {
        if (exempt.some((x) => el.matches(x))) continue;
        const input = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
        // A checkbox's or radio's target: its label when the label holds it or names it by id.
        const label = input ? ((el as HTMLInputElement).labels?.[0] ?? null) : null;
        const target: Element = label ?? el;
        if (seen.has(target)) continue;
        seen.add(target);
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || s.pointerEvents === 'none') continue;
        let r = target.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // A visually hidden control (1 px, clipped) is pressed through its label or not at all.
        if (!label && (r.width <= 2 || r.height <= 2)) continue;
        if (r.width >= 44 && r.height >= 44) continue;
        // In view before it is probed (the page, or a box that scrolls: the chips' column, the setup).
        target.scrollIntoView({ block: 'center', inline: 'center' });
        await new Promise((res) => requestAnimationFrame(() => res(null)));
        r = target.getBoundingClientRect();
        let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
        const left = Math.max(0, Math.floor(r.left - 22));
        const right = Math.min(innerWidth - 1, Math.ceil(r.right + 22));
        const top = Math.max(0, Math.floor(r.top - 22));
        const bottom = Math.min(innerHeight - 1, Math.ceil(r.bottom + 22));
        for (let y = top; y <= bottom; y++)
          for (let x = left; x <= right; x++) {
            const hit = document.elementFromPoint(x + 0.5, y + 0.5);
            if (!hit || !(el.contains(hit) || target.contains(hit))) continue;
            x0 = Math.min(x0, x);
            y0 = Math.min(y0, y);
            x1 = Math.max(x1, x + 1);
            y1 = Math.max(y1, y + 1);
          }
        const [w, h] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
        if (w >= 44 && h >= 44) continue;
        const name = (
          el.getAttribute('aria-label') ??
          (label?.textContent || el.textContent || (el as HTMLInputElement).name || '')
        )
          .trim()
          .slice(0, 28);
        const tag = el.tagName.toLowerCase() + (input ? `[${(el as HTMLInputElement).type}]` : '');
        small.push(
          `${tag}.${String(el.getAttribute('class') ?? '').split(' ')[0]} “${name}” ${w}×${h} (box ${Math.round(r.width)}×${Math.round(r.height)})`,
        );
      }
      return small;
    },
    [exempt, within] as const,
  );

/**
 * Every control of the page shown (or `within` a part of it: a menu lying over the page) is 44 px or more,
 * every <details> opened first with `openAll`.
 */
async function expectNoSmallControls(page: Page, where: string, openAll = true, within = 'body') {
  if (openAll)
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const width = page.viewportSize()!.width;
  const exempt = EXEMPT.filter((x) => x.viewports(width)).map((x) => x.selector);
  expect.soft(await smallControls(page, exempt, within), `small targets on ${where}`).toEqual([]);
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

test.describe('every control of every page is 44 × 44 px or more', () => {
  for (const viewport of VIEWPORTS)
    test(`home and setup at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await quietSettings(page);
      await page.goto('./#/');
      await expect(page.locator('.home-buttons .btn--primary')).toBeVisible();
      await expectNoSmallControls(page, 'home');
      await page.goto('./#/setup');
      await expect(page.getByRole('button', { name: 'Start the race' })).toBeVisible();
      await expectNoSmallControls(page, 'setup');
    });

  for (const viewport of VIEWPORTS)
    test(`a game at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await quietSettings(page);
      await page.goto(`./${playLink(BROWN)}`);
      await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeVisible();
      await expectNoSmallControls(page, 'the game before the roll', false);
      // The settings menu opened: its selects and checkboxes.
      // (On a phone the header's ☰ Menu holds it: opened first, and its buttons measured too.)
      const phoneMenu = page.locator('.play-menu-toggle');
      if (await phoneMenu.isVisible()) {
        await phoneMenu.click();
        await expectNoSmallControls(page, 'the game, its menu open', false, '.play-menu');
      }
      await page.locator('details.menu > summary').click();
      await expectNoSmallControls(page, 'the game, its settings open', false, '.menu-box');
      // (Closed as it was opened where the box leaves its summary free; on a phone the box lies over it.)
      await page.evaluate(() =>
        document.querySelector<HTMLDetailsElement>('details.menu')!.removeAttribute('open'),
      );
      if (await phoneMenu.isVisible()) await phoneMenu.click();
      // Each Titan's panel opened in turn: its details' buttons (show/hide the hand) and its toggle.
      for (const titan of BROWN.titans) {
        await page.locator(`[data-titan-panel="${titan}"] .titan-head`).click();
        await expectNoSmallControls(page, `the game, ${titan}'s panel open`, false);
        await page.locator(`[data-titan-panel="${titan}"] .titan-head`).click();
      }
      await page.getByRole('button', { name: 'Roll the dice' }).click();
      await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
      await expect(page.locator('[data-space="C1"]')).toBeVisible();
      await expectNoSmallControls(page, 'the game with spaces offered', false);
      // Where the board's spaces are exempt (a phone), every offered space is a button of the bar.
      if (viewport.width < 700) {
        const offered = await page
          .locator('[data-space][role=button]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-space')));
        expect(offered.length).toBeGreaterThan(0);
        for (const name of offered) await expect(page.locator(`[data-space-choice="${name}"]`)).toBeVisible();
      }
    });

  // The circuit editor: its toolbar, palette, fields and file field, then a saved circuit's actions in the
  // library, its rename form and its delete question (play-test: the Name and Description fields and the
  // rename field were 40 px high, the header's Game and Lab links 20 px). Its board's spaces are measured
  // at every size, a phone's too (36 px drawn at 390×844, with nothing larger to press).
  for (const viewport of [...VIEWPORTS, { width: 820, height: 1180 }, { width: 360, height: 640 }])
    test(`the circuit editor at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await quietSettings(page);
      await page.goto('./#/editor');
      await expect(page.getByRole('heading', { name: 'Circuit editor' })).toBeVisible();
      await expectNoSmallControls(page, 'the editor');
      await page.getByLabel('Name').fill('Finger test');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = page.getByRole('list', { name: 'Saved circuits' });
      await expect(saved).toContainText('Finger test');
      await expectNoSmallControls(page, 'the editor with a saved circuit');
      await page.getByRole('button', { name: 'Rename Finger test' }).click();
      await expect(saved.getByRole('textbox')).toBeVisible();
      await expectNoSmallControls(page, 'the editor renaming a circuit');
      await saved.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Finger test' }).click();
      await expectNoSmallControls(page, 'the editor asking to delete a circuit');
    });

  for (const view of ['batch', 'balance', 'suggest'])
    for (const viewport of [...VIEWPORTS, { width: 820, height: 1180 }, { width: 360, height: 640 }])
      test(`the lab's ${view} form at ${viewport.width}×${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`./#/lab?view=${view}`);
        await expect(page.locator('.lab, main').first()).toBeVisible();
        await expectNoSmallControls(page, `the lab (${view})`);
      });
});

// The lab's result views, at the five sizes of the forms': a finished Batch (its charts, heatmap and
// its figure's select, export, replay buttons, the notable games), two courses side by side, Balance's result
// (verdict, notable games, board heatmap), a sweep, a comparison (A against B), the saved runs' lists with
// a run renamed, and Suggest's result and saved searches. Small runs (8 games a measurement, 1 lap, no
// card values), each produced once at 1280×900 and measured at every size.
const LAB_SIZES = [...VIEWPORTS, { width: 820, height: 1180 }, { width: 360, height: 640 }];

async function labAtEverySize(page: Page, where: string) {
  for (const viewport of LAB_SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSmallControls(page, `${where} at ${viewport.width}×${viewport.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("every control of the lab's result views is 44 × 44 px or more", () => {
  test('Batch: one course, two side by side, a replayed game, the saved batches', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('./#/lab');
    await page.getByLabel('Games').fill('8');
    await page.getByRole('button', { name: /^Run 8 games/ }).click();
    await expect(page.getByRole('status')).toHaveText('Done: 8 games.', { timeout: 60_000 });
    await expect(page.getByTestId('heatmap')).toBeVisible();
    await labAtEverySize(page, "Batch's result");
    await page.getByLabel('Compare two courses side by side').check();
    await page.getByTestId('course-b').getByRole('combobox').selectOption('estengaard');
    await page.getByLabel('Games per course').fill('4');
    await page.getByRole('button', { name: /^Run 8 games/ }).click();
    await expect(page.getByRole('status')).toHaveText('Done: 8 games.', { timeout: 60_000 });
    await expect(page.getByTestId('lab-result')).toHaveCount(2);
    await labAtEverySize(page, 'two courses side by side');
    const saved = page.getByRole('region', { name: 'Saved batches' });
    await expect(saved.getByTestId('saved-report')).toHaveCount(2);
    await saved.getByRole('button', { name: 'Rename' }).first().click();
    await expect(saved.getByRole('textbox')).toBeVisible();
    await labAtEverySize(page, 'the saved batches, one renamed');
    await saved.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('button', { name: 'Replay this game' }).first().click();
    await expect(page.getByTestId('replay')).toBeVisible();
    await labAtEverySize(page, 'a replayed game');
  });

  test('Balance: the result, a sweep, a comparison, the saved reports', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('./#/lab?view=balance');
    await page.getByLabel('Laps').fill('1');
    await page.getByLabel('Games per measurement').fill('8');
    await page.getByLabel('Value each card').uncheck();
    await page.getByRole('button', { name: /^Run the balance report/ }).click();
    await expect(page.getByRole('status')).toContainText('Done: 48 games.', { timeout: 60_000 });
    await expect(page.getByTestId('notable-games')).toBeVisible();
    await page.getByRole('button', { name: 'Copy a link that reruns this report' }).click();
    const link = await page.getByTestId('report-link').inputValue();
    await labAtEverySize(page, "Balance's result, its link shown");
    await page.getByLabel('A sweep: vary one thing').check();
    await page.getByLabel('Values').fill('1, 2');
    await page.getByRole('button', { name: 'Run the sweep' }).click();
    await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
    await expect(page.getByTestId('sweep-table')).toBeVisible();
    await labAtEverySize(page, 'a sweep');
    await page.getByLabel('A comparison: A against B').check();
    await page.getByLabel('B: circuit').selectOption('estengaard');
    await page.getByRole('button', { name: 'Run the comparison' }).click();
    await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await labAtEverySize(page, 'a comparison');
    const saved = page.getByTestId('saved-report');
    await expect(saved.first()).toBeVisible();
    await saved.first().getByRole('button', { name: 'Rename' }).click();
    await labAtEverySize(page, 'the saved reports, one renamed');
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('Done:', { timeout: 60_000 });
    await labAtEverySize(page, 'a report rerun from its link');
  });

  test('Balance on a copy: the change with its difference heatmap, a notable game replayed', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('./#/editor');
    await page.getByLabel('Start from').selectOption({ label: 'Copy of Kaldheira — the pools of doom' });
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Multi-ramp' }).click();
    await page.locator('[data-space="E3"]').first().click();
    await page.getByRole('button', { name: 'Is it fair? (Balance)' }).click();
    await expect(page).toHaveURL(/#\/lab\?circuit=c-[^&]+&view=balance/);
    await page.getByLabel('Laps').fill('1');
    await page.getByLabel('Games per measurement').fill('8');
    await page.getByLabel('Value each ability').uncheck();
    await page.getByLabel('Value each card').uncheck();
    await page.getByRole('button', { name: /^Run the balance report/ }).click();
    await expect(page.getByRole('status')).toContainText('Done: 24 games.', { timeout: 60_000 });
    await expect(page.getByTestId('change-heatmap')).toBeVisible();
    await labAtEverySize(page, 'the change and its difference heatmap');
    await page.getByTestId('notable-games').getByRole('button').first().click();
    await expect(page.getByTestId('replay')).toBeVisible();
    await labAtEverySize(page, "a Balance's notable game replayed");
  });

  test("Suggest's result and its saved searches", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('./#/lab?view=suggest');
    const view = page.getByTestId('suggest-view');
    await view.getByTestId('suggest-circuit').selectOption('kaldheira');
    await view.getByTestId('suggest-games').fill('8');
    await view.getByRole('button', { name: 'Suggest changes' }).click();
    await expect(view.getByTestId('suggest-status')).toContainText('Done', { timeout: 120_000 });
    await expect(view.getByTestId('suggestion').first()).toBeVisible();
    await expect(view.getByTestId('suggest-saved').getByTestId('saved-report')).toHaveCount(1);
    await labAtEverySize(page, "Suggest's result");
  });
});
