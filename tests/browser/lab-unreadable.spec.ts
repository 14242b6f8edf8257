// A junk record in the lab's IndexedDB never takes a view down: a saved Batch whose course report is null
// (the lab's landing page) and a saved Suggest search whose suggestions hold null are listed as unreadable,
// naming the field, with Export and Delete; the good runs beside them still open.
import { expect, test, type Page } from '@playwright/test';

async function putRecords(page: Page, records: { id: string; data: unknown }[]) {
  await page.evaluate(
    (records) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('titan-race-labReports');
        open.onupgradeneeded = () => {
          if (!open.result.objectStoreNames.contains('labReports'))
            open.result.createObjectStore('labReports');
        };
        open.onerror = () => fail(new Error('open'));
        open.onsuccess = () => {
          const tx = open.result.transaction('labReports', 'readwrite');
          for (const r of records)
            tx.objectStore('labReports').put({ id: r.id, rev: 1, tab: 'x', savedAt: '', data: r.data }, r.id);
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
          tx.onerror = () => fail(new Error('put'));
        };
      }),
    records,
  );
}

const junkBatch = {
  kind: 'batch',
  name: 'Junk batch',
  createdAt: 2,
  courses: [{ names: ['x'], report: null, reproduce: { games: 10 }, seconds: 1, played: 10 }],
};
const junkSuggest = {
  kind: 'suggest',
  name: 'Junk search',
  createdAt: 2,
  seconds: 1,
  circuitName: 'x',
  form: {
    circuitId: 'x',
    titans: ['grinder'],
    bot: 'greedy',
    objective: 'unfairness',
    target: 8,
    games: 10,
    seed: 1,
    maxSpaces: 3,
  },
  result: {
    objective: 'unfairness',
    before: 1,
    suggestions: [null],
    diagnosis: {},
    freshGames: [],
    searchGames: [],
  },
};

test('a saved Batch whose report is null is listed as unreadable on the lab landing page, and deleted', async ({
  page,
}) => {
  await page.goto('./');
  await putRecords(page, [{ id: 'r-junk-batch', data: junkBatch }]);
  await page.goto('./#/lab');
  const item = page.getByTestId('unreadable-run');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Junk batch');
  await expect(item).toContainText('courses.0.report');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toContain('r-junk-batch');
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('unreadable-run')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Batch' })).toBeVisible();
  await expect(page.getByTestId('unreadable-run')).toHaveCount(0);
});

test('a saved Suggest search whose suggestions hold null is listed as unreadable; the view works', async ({
  page,
}) => {
  await page.goto('./');
  await putRecords(page, [{ id: 'r-junk-suggest', data: junkSuggest }]);
  await page.goto('./#/lab?view=suggest');
  const item = page.getByTestId('unreadable-run');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Junk search');
  await expect(item).toContainText('result.suggestions.0');
  await page.reload();
  await expect(page.getByTestId('unreadable-run')).toHaveCount(1);
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('unreadable-run')).toHaveCount(0);
});
