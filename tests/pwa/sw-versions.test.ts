// Which versions' files the service worker keeps (issue 23.5): an older version's cache stays while a
// tab of it is open, and a tab's requests are answered from its own version first.
import { describe, expect, it } from 'vitest';
import { cachesToDelete, lookupOrder, TABS_CACHE } from '../../src/pwa/sw-versions';

const A = 'titan-race-aaaa';
const B = 'titan-race-bbbb';
const C = 'titan-race-cccc';

describe('cachesToDelete', () => {
  it('keeps an older version while one of its tabs is open, and deletes it once closed', () => {
    const versions = { tabA: A, tabB: B };
    expect(cachesToDelete([A, B, TABS_CACHE], B, ['tabA', 'tabB'], versions)).toEqual({
      remove: [],
      versions,
    });
    expect(cachesToDelete([A, B, TABS_CACHE], B, ['tabB'], versions)).toEqual({
      remove: [A],
      versions: { tabB: B },
    });
  });

  it('deletes every version no tab runs, never the current one nor the record, nor other caches', () => {
    expect(cachesToDelete([A, B, C, TABS_CACHE, 'other-app'], C, ['t1'], { t1: B })).toEqual({
      remove: [A],
      versions: { t1: B },
    });
    expect(cachesToDelete([A, C], C, [], { gone: A }).remove).toEqual([A]);
  });

  it('deletes nothing while a tab of unknown version is open (it may run any)', () => {
    expect(cachesToDelete([A, B], B, ['firstVisit', 'tabB'], { tabB: B })).toEqual({
      remove: [],
      versions: { tabB: B },
    });
  });
});

describe('lookupOrder', () => {
  it("a tab's own version first, then the current one, then the others", () => {
    expect(lookupOrder([A, B, C, TABS_CACHE], C, A)).toEqual([A, C, B]);
    expect(lookupOrder([A, B, C], C, C)).toEqual([C, A, B]);
  });

  it('an unknown tab or a worker: the current version first', () => {
    expect(lookupOrder([A, C], C, undefined)).toEqual([C, A]);
    expect(lookupOrder([C], C, A)).toEqual([C]); // its version's cache already gone
  });
});
