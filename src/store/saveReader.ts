// The door to reading saves: the save's schema and the library's entries are loaded the first time a save
// is read (a game listed, opened, imported or heard from another tab), not with the first page.
type Reader = typeof import('./gameEntry');

let reader: Promise<Reader> | null = null;

/** parseSave and entryFrom, once loaded (the same module every time). */
export function saveReader(): Promise<Reader> {
  // A chunk that fails to load (offline after an update) is asked for again next time.
  return (reader ??= import('./gameEntry').catch((e: unknown) => {
    reader = null;
    throw e;
  }));
}
