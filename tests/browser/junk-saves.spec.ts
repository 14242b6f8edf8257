// Junk that passes the old outer-shape checks, through the doors of the games library: a stored game whose
// save holds nulls and unknown names, an old one-slot autosave of the same kind, and a game link whose setup
// names no circuit and the Titan "toString". Each is read through its schema (src/schema/save.ts): the home
// page stays up and lists the junk as damaged with the reason, Export and Delete; Delete removes it and the
// good game beside it still resumes; the link is refused with a sentence.
import { expect, test, type Page } from '@playwright/test';
import { playLink, quietSettings } from './helpers';

const SETUP = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };
const JUNK_SAVE = {
  format: 'titan-race-save',
  version: 2,
  rules: 2,
  setup: { circuits: ['kaldheira'], titans: ['grinder', null] },
  actions: [null, { type: 'toString' }],
};
const item = (page: Page, id: string) => page.locator(`[data-saved-game="${id}"]`);

test('a junk saved game, a junk autosave and a junk game link: listed or refused, never a crash', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (!/reading 'waiting'/.test(e.message)) errors.push(e.message);
  });
  await quietSettings(page);
  await page.goto(`./${playLink(SETUP)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  await expect(page.getByRole('log')).toBeVisible();
  const good = /#\/play\/(g-[a-z0-9]+)$/.exec(page.url())![1];

  // A record of the library with a junk save and junk list facts, and the old autosave holding junk.
  await page.evaluate(
    async ({ save }) => {
      await new Promise<void>((done, fail) => {
        const open = indexedDB.open('titan-race-games');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          const data = {
            kind: 'game',
            save,
            name: 'Junk game',
            meta: { circuit: {}, titans: [null], round: 'x', leader: 'toString', finished: 1 },
            createdAt: Date.now(),
            updatedAt: Date.now(),
          };
          tx.objectStore('games').put(
            { id: 'g-junk0001', rev: 1, tab: 'x', savedAt: '', data },
            'g-junk0001',
          );
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      });
      localStorage.setItem('titan-race/autosave', JSON.stringify(save));
    },
    { save: JUNK_SAVE },
  );
  await page.goto('./#/');
  await page.reload();
  const listed = page.getByRole('list', { name: 'Saved games' }).locator('[data-saved-game]');
  await expect(listed).toHaveCount(3);
  await expect(item(page, 'g-junk0001')).toContainText('Junk game');
  await expect(item(page, 'g-junk0001')).toContainText('game setup is missing');
  await expect(item(page, 'g-junk0001').getByRole('button', { name: /^Export/ })).toBeVisible();
  await expect(item(page, 'g-junk0001').getByRole('link', { name: /^Resume/ })).toHaveCount(0);
  // The migrated autosave: damaged, with the reason.
  const autosave = page
    .getByRole('list', { name: 'Saved games' })
    .locator(`[data-saved-game]:not([data-saved-game="${good}"]):not([data-saved-game="g-junk0001"])`);
  await expect(autosave).toHaveCount(1);
  await expect(autosave).toContainText('damaged');

  // Delete the junk record: gone after a reload; the good game still resumes.
  await item(page, 'g-junk0001')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await item(page, 'g-junk0001').getByRole('button', { name: 'Delete for good' }).click();
  await expect(item(page, 'g-junk0001')).toHaveCount(0);
  await page.reload();
  await expect(listed).toHaveCount(2);
  await item(page, good)
    .getByRole('link', { name: /^Resume/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/play/${good}$`));
  await expect(page.getByRole('log')).toBeVisible();

  // A game link naming no circuit and the Titan "toString": refused with a sentence, back home.
  await page.goto(
    `./#/play?setup=${encodeURIComponent(JSON.stringify({ circuits: [null], titans: ['toString'] }))}`,
  );
  await expect(page.getByRole('alert')).toContainText('This link cannot start a game');
  await expect(page).toHaveURL(/#\/$/);
  await expect(listed).toHaveCount(2);
  expect(errors).toEqual([]);
});
