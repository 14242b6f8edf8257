// The lead at the table: the Titans' names drawn on the board covered the space names of the row above
// them. Each name now stands beside its token on its own row's line, in the empty cell next to its space
// (Token.tsx): six Titans play a game (each click the first option) and, after every click, no name's box
// meets a space (its circle, its own included, or its name) or another Titan's token or name, and each lies
// inside the drawing.
import { test, expect } from '@playwright/test';
import { playLink, playOneClick, quietSettings } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the Titans’ names on the board cover no space, no space’s name and no other Titan', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await quietSettings(page);
  await page.goto(
    `./${playLink({
      circuits: ['kaldheira'],
      titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'],
      seed: 11,
      laps: 1,
    })}`,
  );
  let checked = 0;
  for (let n = 0; n < 120; n++) {
    if ((await playOneClick(page)) === 'won') break;
    const found = await page.evaluate(() => {
      const box = (e: Element) => e.getBoundingClientRect();
      const meet = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      const svg = box(document.querySelector('.play-board .board-svg')!);
      const spaces = [...document.querySelectorAll('.play-board .space')].map(
        (s) =>
          [
            s.getAttribute('data-space'),
            box(s.querySelector('.space-base')!),
            box(s.querySelector('.space-name')!),
          ] as const,
      );
      const tokens = [...document.querySelectorAll('.play-board .token')];
      const out: string[] = [];
      for (const tk of tokens) {
        const label = tk.querySelector('.token-name')!;
        const a = box(label);
        const who = `${label.textContent} on ${tk.getAttribute('data-space')}`;
        if (a.left < svg.left || a.right > svg.right) out.push(`${who}: outside the drawing`);
        for (const [name, circle, text] of spaces) {
          if (meet(a, circle)) out.push(`${who}: over space ${name}`);
          if (meet(a, text)) out.push(`${who}: over the name ${name}`);
        }
        for (const other of tokens)
          if (other !== tk) {
            if (meet(a, box(other.querySelector('circle, rect')!))) out.push(`${who}: over a token`);
            if (meet(a, box(other.querySelector('.token-name')!))) out.push(`${who}: over a name`);
          }
      }
      return { out, labels: tokens.length };
    });
    checked += found.labels;
    expect(found.out, `after click ${n}`).toEqual([]);
    if (n === 60)
      await page
        .locator('.play-board .board-svg')
        .screenshot({ path: 'test-results/screens/token-labels-390.png' });
  }
  // Six Titans on the board for most of the game: many names looked at.
  expect(checked).toBeGreaterThan(200);
});
