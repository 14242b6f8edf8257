// A search's result shown after its circuit changed (play-test 52: the designer applied Suggest's own
// change in the editor and came back to "Best proven change: F4 plain → Ice" with no word that it was
// made for the circuit before). The circuit a search ran on is its suggestions' circuit with their edits
// taken back; when the library's circuit of that id paints its spaces otherwise now, the result says so
// above itself, with the button to search again.
import type { Circuit } from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import type { SuggestResult } from '../../sim/suggest/search';
import { useT } from '../../i18n/useT';
import { spacesDiffering } from './previousVersion';

/** The circuit a search ran on: any suggestion's circuit with its edits taken back (null: none listed). */
export function searchedCircuit(r: SuggestResult): Circuit | null {
  const s = r.suggestions[0];
  if (!s?.circuit?.spaces || !Array.isArray(s.edits)) return null;
  const spaces: Record<string, string> = { ...s.circuit.spaces };
  for (const e of s.edits) {
    if (e.from === 'plain') delete spaces[e.space];
    else spaces[e.space] = e.from;
  }
  return { ...s.circuit, id: s.from?.id ?? s.circuit.id, spaces } as Circuit;
}

/** The library's circuit the search ran on, when its spaces differ now (null: unchanged, gone or unknown). */
function changedSince(r: SuggestResult, circuits: readonly PlayableCircuit[]): PlayableCircuit | null {
  const searched = searchedCircuit(r);
  if (!searched) return null;
  const now = circuits.find((c) => c.id === searched.id);
  return now && spacesDiffering(searched, now.circuit) > 0 ? now : null;
}

export function SuggestStale(props: {
  result: SuggestResult;
  circuits: readonly PlayableCircuit[];
  /** The form searches this circuit now (the button then runs it again). */
  formId: string;
  running: boolean;
  onRun: () => void;
}) {
  const t = useT();
  const now = changedSince(props.result, props.circuits);
  if (!now) return null;
  return (
    <div className="lab-error" role="status" data-testid="suggest-stale">
      <p>{t('suggest.staleResult')}</p>
      {props.formId === now.id && (
        <button type="button" disabled={props.running} onClick={props.onRun}>
          {t('suggest.runAgain')}
        </button>
      )}
    </div>
  );
}
