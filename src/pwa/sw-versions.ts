// Which version's files the service worker keeps. A tab runs the code of the version that
// served its page; its lazy chunks (the lab, the editor, a language) are fetched later, by name. When a
// new version takes over (the player chose Reload in another tab), the old tab's chunk names are not in
// the new version's cache nor on the server any more: so every version's cache stays until no tab of it
// remains, and a request is answered from its own tab's version first. Pure: src/pwa/sw.ts applies it,
// tests/pwa/sw-versions.test.ts plays it.

/** Every version's cache is `titan-race-<version>`. */
export const PREFIX = 'titan-race-';
/** Where the worker keeps which tab runs which version (not a version's cache: no PREFIX). */
export const TABS_CACHE = 'titan-race:tabs';

/** Window client id → the cache of the version that served its page. */
export type TabVersions = Record<string, string>;

/**
 * The caches to delete now, and the record without the closed tabs. `tabs`: the ids of the open windows
 * of the app. A tab the record does not know (opened before any worker served it, or a record lost)
 * may run any version: then no old version is deleted.
 */
export function cachesToDelete(
  keys: readonly string[],
  current: string,
  tabs: readonly string[],
  versions: TabVersions,
): { remove: string[]; versions: TabVersions } {
  const kept: TabVersions = {};
  for (const id of tabs) if (versions[id]) kept[id] = versions[id];
  const unknown = tabs.some((id) => !kept[id]);
  const inUse = new Set([current, ...Object.values(kept)]);
  const remove = unknown ? [] : keys.filter((k) => k.startsWith(PREFIX) && !inUse.has(k));
  return { remove, versions: kept };
}

/**
 * The caches to look in for a request from a tab running version `own` (undefined: not known), in order:
 * its own version's, the current one's, then every other version's (a worker's request, whose client is
 * not a tab, finds its files in any of them).
 */
export function lookupOrder(keys: readonly string[], current: string, own: string | undefined): string[] {
  const first = own && keys.includes(own) ? [own] : [];
  const rest = keys.filter((k) => k.startsWith(PREFIX) && k !== own && k !== current);
  return [...first, ...(own === current ? [] : [current]), ...rest];
}
