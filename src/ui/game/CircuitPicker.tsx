// The circuits to choose from, each with its picture: the standard six and the designer's saved ones.
import { useMemo, useSyncExternalStore } from 'react';
import { createGame } from '../../engine';
import type { Circuit, CircuitId, Element } from '../../engine/types';
import {
  libraryState,
  libraryVersion,
  listPlayableCircuits,
  subscribeLibrary,
  type LibraryState,
  type PlayableCircuit,
} from '../../editor/library';
import { BoardView } from '../board/BoardView';
import { CIRCUIT_NAMES } from '../meta';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

interface CircuitPicture {
  name: string;
  elements: (Element | '')[];
}

const pictures = new Map<string, { key: unknown; pic: CircuitPicture }>();

/** The circuit as the engine builds it (so the picture always matches the rules' data). */
export function circuitPicture(c: CircuitId | PlayableCircuit): CircuitPicture {
  const id = typeof c === 'string' ? c : c.id;
  const source: CircuitId | Circuit =
    typeof c === 'string' ? c : c.standard ? (c.id as CircuitId) : c.circuit;
  const key: unknown = typeof c === 'string' || c.standard ? 'standard' : (c.updatedAt ?? c.circuit);
  const hit = pictures.get(id);
  if (hit && hit.key === key) return hit.pic;
  const fallback = typeof c === 'string' ? CIRCUIT_NAMES[c] : c.name;
  const r = createGame({
    circuits: [source],
    titans: ['rassik', 'grinder', 'craken'],
    seed: 1,
    first: 'rassik',
  });
  let pic: CircuitPicture = r.ok
    ? { name: r.state.course.names[0] || fallback, elements: r.state.course.elements }
    : { name: fallback, elements: new Array(36).fill('') };
  if (!pic.name || pic.name === id) pic = { ...pic, name: fallback || id };
  pictures.set(id, { key, pic });
  return pic;
}

/** A circuit's name as the setup shows it: a standard one's in the current language, a saved one's own. */
export function circuitName(c: PlayableCircuit): string {
  return c.standard ? (CIRCUIT_NAMES[c.id as CircuitId] ?? circuitPicture(c).name) : circuitPicture(c).name;
}

/** One circuit to choose from a list with pictures: the standard six and the saved ones. */
export function CircuitPicker({
  circuits,
  value,
  onChange,
  label,
  scale,
  board,
}: {
  circuits: PlayableCircuit[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  scale: number;
  board?: number;
}) {
  const t = useT();
  return (
    <div className="circuits" role="radiogroup" aria-label={label}>
      {circuits.map((c) => {
        const pic = circuitPicture(c);
        const name = circuitName(c);
        const on = value === c.id;
        return (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={on}
            // Named by the circuit, not by the words drawn on its picture (wraps, the finish line).
            aria-label={c.standard ? name : `${name} ${t('setup.myCircuit')}`}
            className={`circuit-card${on ? ' circuit-card--on' : ''}`}
            onClick={() => onChange(c.id)}
            data-circuit={c.id}
            data-slam-board={board}
          >
            <BoardView
              boards={1}
              elements={pic.elements}
              scale={scale}
              legend={false}
              label={t('setup.pictureOf', { name })}
            />
            <span>
              {name}
              {!c.standard && <em className="circuit-mine"> {t('setup.myCircuit')}</em>}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The circuits to choose from, and whether the library (read from the browser's storage) is loaded yet. */
export function usePlayableCircuits(): { list: PlayableCircuit[]; state: LibraryState } {
  const version = useSyncExternalStore(subscribeLibrary, libraryVersion, libraryVersion);
  return useMemo(() => ({ list: listPlayableCircuits(), state: libraryState(), version }), [version]);
}
