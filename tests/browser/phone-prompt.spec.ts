// A decision's prompt on a phone (the play-test's p1-025): the mover's own Titan springs a trap with
// reactions asked at every trigger, and its player holds no card that can react — the prompt says so and
// offers Go on, and Undo the move (the decision is the mover's own). "Undo the move" was on a row of its
// own under Go on, half under the action bar's fold at 390×844 (802–854 px in a body ending at 837, the
// prompt's box to 871), and at 360×640 the box ran past the body (430–643 px, body to 633). It shares Go
// on's row now: the whole prompt in the body's view (625–837: 629–832; 466–633: 469–630), in English and
// French.
import { test, expect } from '@playwright/test';
import { RULES_VERSION } from '../../src/engine/types';
import { importSave, quietSettings } from './helpers';
import { CALL_SETUP, playerOf, playUntil } from './callGames';

/** A game played to a move that springs a trap on the mover's own Titan, a reaction then asked of it. */
function ownTrapSave() {
  const { seed, actions } = playUntil((s, a, next) => {
    const p = next.pending;
    return (
      a.type === 'dieAction' &&
      s.round > 1 &&
      p?.kind === 'reaction' &&
      p.cause === 'trap' &&
      playerOf(s, p.titan) === playerOf(s, s.active)
    );
  });
  return {
    format: 'titan-race-save',
    version: 2,
    rules: RULES_VERSION,
    setup: { ...CALL_SETUP, seed },
    actions,
    names: ['Ann', 'Bob', 'Cleo', 'Dev'],
  };
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  for (const lang of ['en', 'fr'] as const)
    test(`a trap's prompt on the mover's own Titan: Go on and Undo the move in the bar's view — ${size.width}×${size.height} ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // The prompt with nothing to play goes on by itself after the call's pause: a long pause, to look.
      await quietSettings(page, { speed: 'off', handoff: false, reactionPause: 600_000 });
      await importSave(page, ownTrapSave(), lang);
      // A game just opened: nobody holds the device yet, so the call is claimed first (then it is theirs).
      const call = page.locator('[data-reaction-call]');
      await expect(call).toBeVisible();
      await call.locator('button').first().click();
      const prompt = page.locator('[data-pending="reaction"]');
      await expect(prompt.locator('[data-passes-itself]')).toBeVisible();
      const undo = prompt.getByRole('button', {
        name: lang === 'en' ? 'Undo the move' : 'Défaire le déplacement',
      });
      await expect(undo).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/prompt-trap-${size.width}x${size.height}-${lang}.png`,
      });
      const out = await prompt.evaluate((p) => {
        const v = p.closest('.action-body')!.getBoundingClientRect();
        return [p, ...p.querySelectorAll('h3, p, button')]
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(
            ({ r }) => r.top < v.top - 0.5 || r.bottom > v.bottom + 0.5 || r.bottom > window.innerHeight,
          )
          .map(({ e, r }) => `${(e.textContent ?? '').trim()} ${Math.round(r.top)}–${Math.round(r.bottom)}`);
      });
      expect(out, 'the prompt’s parts outside the body’s view').toEqual([]);
      for (const b of await prompt.locator('button').all())
        expect((await b.boundingBox())!.height, 'a 44 px target').toBeGreaterThanOrEqual(44);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
        ),
        'no page scroll',
      ).toBe(true);
    });
