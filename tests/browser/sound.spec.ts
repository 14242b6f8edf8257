// Sound (issue 14): a setting of its own (on/off, volume) on the home page and in the game's Settings
// menu, kept across a reload; a roll makes a sound once the player has clicked.
import { expect, test } from '@playwright/test';
import { playLink, playOneClick, quietSettings, ROLL_BUTTON } from './helpers';

const THREE = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

test('the sound setting persists across a reload, on the home page and in the game', async ({ page }) => {
  await quietSettings(page);
  await page.goto('./#/');
  const sound = page.locator('[data-sound-settings]');
  const on = sound.getByLabel('Sound effects');
  const volume = sound.getByLabel('Volume');
  await expect(on).toBeChecked(); // on by default, at a moderate volume
  await expect(volume).toHaveValue('50');
  await volume.fill('20');
  await expect(sound.locator('output')).toHaveText('20%');
  await on.uncheck();
  await expect(volume).toBeDisabled();

  await page.reload();
  await expect(page.locator('[data-sound-settings]').getByLabel('Sound effects')).not.toBeChecked();
  await expect(page.locator('[data-sound-settings]').getByLabel('Volume')).toHaveValue('20');

  // The game's Settings menu shows the same setting, apart from the animation speed.
  await page.goto(`./${playLink(THREE)}`);
  await page.getByText('Settings', { exact: true }).click();
  const inMenu = page.locator('.menu-box [data-sound-settings]');
  await expect(inMenu.getByLabel('Sound effects')).not.toBeChecked();
  await inMenu.getByLabel('Sound effects').check();
  await page.reload();
  await page.getByText('Settings', { exact: true }).click();
  await expect(page.locator('.menu-box [data-sound-settings]').getByLabel('Sound effects')).toBeChecked();
  await expect(page.locator('.menu-box [data-sound-settings]').getByLabel('Volume')).toHaveValue('20');
});

test('the game is heard once sound is on (an AudioContext), and nothing is made while muted', async ({
  page,
}) => {
  await quietSettings(page, { speed: 'normal', handoff: false });
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { audio: string[] }).audio = log;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        log.push('context');
      }
      override createBufferSource() {
        log.push('noise');
        return super.createBufferSource();
      }
    };
  });
  const audio = () => page.evaluate(() => (window as unknown as { audio: string[] }).audio);
  await page.goto(`./${playLink(THREE)}`);
  await page.getByText('Settings', { exact: true }).click();
  await page.locator('.menu-box [data-sound-settings]').getByLabel('Sound effects').uncheck();
  // The Settings box lies over the action bar while open (issue 20): close it, as a player would.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: ROLL_BUTTON }).click();
  await expect(page.locator('[data-pool] button[data-die-face]').first()).toBeVisible();
  expect(await audio()).toEqual([]); // muted: not even an AudioContext
  await page.getByText('Settings', { exact: true }).click();
  await page.locator('.menu-box [data-sound-settings]').getByLabel('Sound effects').check();
  await page.keyboard.press('Escape');
  // Play on (take a die, move, end, the next roll…) until something sounds: the first move or roll.
  for (let i = 0; i < 12 && !(await audio()).includes('noise'); i++) await playOneClick(page);
  expect((await audio()).filter((x) => x === 'context')).toEqual(['context']);
  expect(await audio()).toContain('noise');
});
