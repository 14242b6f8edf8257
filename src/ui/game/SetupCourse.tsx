// The setup's folded course: one circuit and its laps, or a Grand Slam of three boards (one lap); its
// summary names the circuit(s) and laps.
import type { PlayableCircuit } from '../../editor/library';
import { ELEMENTS } from '../../engine/types';
import type { CircuitId } from '../../engine/types';
import { CIRCUIT_NAMES, ELEMENT_META } from '../meta';
import { CircuitPicker, circuitName, circuitPicture } from './CircuitPicker';
import { NumberField } from './NumberField';
import type { SetupForm } from './setupForm';
import { SetupFold } from './SetupFold';
import { courseSummary } from './setupSummary';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

export function SetupCourse({
  form,
  update,
  circuits,
  circuit,
  slamCircuits,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
  circuits: PlayableCircuit[];
  /** The circuit chosen (or the link's, or the default), and the Grand Slam's three. */
  circuit: string;
  slamCircuits: string[];
}) {
  const t = useT();
  // What the chosen circuit's spaces do, in words (a new group picked a circuit by its picture,
  // its icons unexplained until a Titan stood on one).
  const chosen = circuits.find((c) => c.id === circuit);
  const elements = chosen ? circuitPicture(chosen).elements : [];
  const kinds = ELEMENTS.filter((k) => elements.includes(k));
  // Named while the library still loads too (a '#/play?circuit=c-…' link): the id until it is read.
  const nameOf = (id: string) => {
    const c = circuits.find((x) => x.id === id);
    return c ? circuitName(c) : (CIRCUIT_NAMES[id as CircuitId] ?? id);
  };
  const names = form.slam ? slamCircuits.map(nameOf) : [nameOf(circuit)];
  return (
    <SetupFold id="course" title={t('setup.course')} summary={courseSummary(form, names)}>
      <div role="radiogroup" aria-label={t('setup.raceType')} className="seg">
        <button
          type="button"
          role="radio"
          aria-checked={!form.slam}
          className={`btn btn--choice${!form.slam ? ' btn--on' : ''}`}
          onClick={() => update((f) => ({ ...f, slam: false }))}
        >
          {t('setup.oneCircuit')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={form.slam}
          className={`btn btn--choice${form.slam ? ' btn--on' : ''}`}
          onClick={() => update((f) => ({ ...f, slam: true }))}
        >
          {t('setup.grandSlam')}
        </button>
      </div>
      {circuits.some((c) => !c.standard) && <p className="hint">{t('setup.myCircuitsHint')}</p>}
      {!form.slam ? (
        <CircuitPicker
          circuits={circuits}
          value={circuit}
          onChange={(id) => update((f) => ({ ...f, picked: id }))}
          label={t('setup.circuit')}
          scale={0.34}
        />
      ) : (
        <div className="slam-picks">
          {[0, 1, 2].map((b) => (
            <fieldset key={b} className="slam-board">
              <legend>
                {b === 0
                  ? t('setup.boardBottom', { n: b + 1 })
                  : b === 2
                    ? t('setup.boardTop', { n: b + 1 })
                    : t('setup.board', { n: b + 1 })}
              </legend>
              <CircuitPicker
                circuits={circuits}
                value={slamCircuits[b]}
                onChange={(id) => {
                  update((f) => ({ ...f, slamPicked: f.slamPicked.map((x, j) => (j === b ? id : x)) }));
                }}
                label={t('setup.boardCircuit', { n: b + 1 })}
                scale={0.22}
                board={b + 1}
              />
            </fieldset>
          ))}
        </div>
      )}
      {!form.slam && kinds.length > 0 && (
        <ul className="hint circuit-spaces" aria-label={t('setup.circuitSpaces')} data-circuit-spaces="">
          {kinds.map((k) => (
            <li key={k}>{ELEMENT_META[k].description}</li>
          ))}
        </ul>
      )}
      {!form.slam && (
        <NumberField
          label={t('setup.laps')}
          field="laps"
          value={form.laps}
          min={1}
          max={9}
          fallback={1}
          onChange={(laps) => update((f) => ({ ...f, laps }))}
        />
      )}
    </SetupFold>
  );
}
