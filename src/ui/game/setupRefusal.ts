// Where a refused setup is fixed: the folded section holding the faulty field, and that field. "Start the
// race" opens the fold and focuses the field (a refusal under a closed fold left the group looking for it).
import type { RefusalData } from '../../i18n/errors';
import type { SetupForm } from './setupForm';

type FoldId = 'course' | 'titans' | 'house';

/** The fold to open and the `data-field` of the control to focus there (null: the fold's summary). */
export interface RefusalPlace {
  fold: FoldId;
  field: string | null;
}

/** The player (index in the form) who plays `titan`, or -1. */
const playerOf = (form: SetupForm, titan: unknown) =>
  form.players.findIndex((p) => p.titans.some((x) => x === titan));

/** The engine's refusal of the setup (createGame), placed in the form; null when no fold holds it. */
export function refusalPlace(refusal: RefusalData, form: SetupForm): RefusalPlace | null {
  const params = refusal.params ?? {};
  if (refusal.code === 'setupTeamNeighbours') {
    // Two team-mates side by side in the seat order: the second one's team is the field to change.
    const p = playerOf(form, params.other);
    return { fold: 'titans', field: p < 0 ? 'teams' : `team-${p}` };
  }
  if (refusal.code === 'setupTitanTwice') {
    // The second seat naming the Titan again.
    const seats = form.players.flatMap((p, i) => p.titans.map((x, s) => ({ x, at: `titan-${i}-${s}` })));
    const twice = seats.filter((s) => s.x === params.titan)[1];
    return { fold: 'titans', field: twice?.at ?? null };
  }
  const field = typeof params.field === 'string' ? params.field : '';
  if (field === 'teams') return { fold: 'titans', field: 'teams' };
  if (field === 'titans' || field === 'players' || field === 'first') return { fold: 'titans', field: null };
  if (field === 'laps') return { fold: 'course', field: 'laps' };
  if (field === 'circuits') return { fold: 'course', field: null };
  if (field.startsWith('options.')) return { fold: 'house', field: field.split('.')[1] ?? null };
  return null;
}

/**
 * Opens the fold `place` names inside `root` and focuses its field (else the fold's summary), so the group
 * sees what to change next to the refusal's words.
 */
export function showRefusal(root: ParentNode, place: RefusalPlace): void {
  const fold = root.querySelector<HTMLDetailsElement>(`details[data-fold="${place.fold}"]`);
  if (!fold) return;
  fold.open = true;
  const field =
    place.field === null ? null : fold.querySelector<HTMLElement>(`[data-field="${place.field}"]`);
  const target = field ?? fold.querySelector<HTMLElement>('summary');
  if (!target) return;
  // In the middle of the window: the Start row stays at its foot and hid a field the focus only reached.
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
}
