// The stored record a view is showing (a saved lab run, or the run just finished), so the route's error boundary can name the
// record it failed on and offer to export or delete it: a record that passed its schema but still makes
// a view throw never needs the site's data cleared. The view that opens a record registers it; the
// callbacks come from that view's own chunk (the first page never loads the lab's storage code).
export interface RecordInView {
  /** The sentences the boundary shows, in the reader's language (from the view's own catalogue, so the
   * first page carries none of them): which record it failed on, and the two buttons. */
  text: { failedOn: string; exportLabel: string; deleteLabel: string };
  exportRecord: () => void;
  /** Delete it; resolves once it is gone (or to a sentence saying why not). Absent: nothing stored. */
  deleteRecord?: () => Promise<string | null>;
}

let current: RecordInView | null = null;

export const recordInView = (): RecordInView | null => current;

export function setRecordInView(r: RecordInView | null): void {
  current = r;
}
