// The saved run a lab view shows, remembered for this tab (sessionStorage), so a reload or a trip to
// the editor and Back shows it again instead of an empty view.
export type OpenKey = 'titanRace.lab.openSuggest' | 'titanRace.lab.openBalance' | 'titanRace.lab.openBatch';

export function rememberOpen(key: OpenKey, id: string | null): void {
  try {
    if (id) sessionStorage.setItem(key, id);
    else sessionStorage.removeItem(key);
  } catch {
    // No sessionStorage (a sandboxed frame): the run is still saved and listed, only not reopened.
  }
}

export function rememberedOpen(key: OpenKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
