// The setup's course: one circuit and its laps, or a Grand Slam of three boards (one lap).
import type { PlayableCircuit } from '../../editor/library';
import { CircuitPicker } from './CircuitPicker';
import { NumberField } from './NumberField';
import type { SetupForm } from './setupForm';

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
  return (
    <section className="setup-section" aria-labelledby="course-title">
      <h2 id="course-title">Course</h2>
      <div role="radiogroup" aria-label="Race type" className="seg">
        <button
          type="button"
          role="radio"
          aria-checked={!form.slam}
          className={`btn btn--choice${!form.slam ? ' btn--on' : ''}`}
          onClick={() => update((f) => ({ ...f, slam: false }))}
        >
          One circuit
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={form.slam}
          className={`btn btn--choice${form.slam ? ' btn--on' : ''}`}
          onClick={() => update((f) => ({ ...f, slam: true }))}
        >
          Grand Slam (three boards, one lap)
        </button>
      </div>
      {circuits.some((c) => !c.standard) && (
        <p className="hint">Your circuits from the circuit editor are listed after the six standard ones.</p>
      )}
      {!form.slam ? (
        <CircuitPicker
          circuits={circuits}
          value={circuit}
          onChange={(id) => update((f) => ({ ...f, picked: id }))}
          label="Circuit"
          scale={0.34}
        />
      ) : (
        <div className="slam-picks">
          {[0, 1, 2].map((b) => (
            <fieldset key={b} className="slam-board">
              <legend>
                Board {b + 1}
                {b === 0 ? ' (bottom)' : b === 2 ? ' (top)' : ''}
              </legend>
              <CircuitPicker
                circuits={circuits}
                value={slamCircuits[b]}
                onChange={(id) => {
                  update((f) => ({ ...f, slamPicked: f.slamPicked.map((x, j) => (j === b ? id : x)) }));
                }}
                label={`Board ${b + 1} circuit`}
                scale={0.22}
                board={b + 1}
              />
            </fieldset>
          ))}
        </div>
      )}
      {!form.slam && (
        <NumberField
          label="Laps"
          value={form.laps}
          min={1}
          max={9}
          fallback={1}
          onChange={(laps) => update((f) => ({ ...f, laps }))}
        />
      )}
    </section>
  );
}
