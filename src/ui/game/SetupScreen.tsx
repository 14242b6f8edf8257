// New game as a quick start: players and names, who plays each (a person or a bot), and Start; folded
// under their summaries, the course (circuit(s) with pictures: the standard six and the designer's saved
// circuits; laps), the Titans, seat order and teams, the house rules and seed.
// Whatever the engine refuses (createGame ok:false) is shown in its own words and nothing starts.
// The form itself is data (setupForm.ts); each section is its own component.
import { clip } from '../../store/validate';
import { useMemo, useRef, useState } from 'react';
import { createGame } from '../../engine';
import type { Circuit, CircuitId, GameSetup } from '../../engine/types';
import { isStandardId, resolveCircuit } from '../../editor/library';
import { useGame } from '../../store/game';
import { usePlayableCircuits } from './CircuitPicker';
import { SetupCourse } from './SetupCourse';
import { SetupHouseRules } from './SetupHouseRules';
import { SetupPlayers } from './SetupPlayers';
import { SetupSeats } from './SetupSeats';
import {
  botSeats,
  buildSetup,
  circuitIds,
  DEFAULT_CIRCUIT,
  initialForm,
  playerNames,
  rememberedPlayers,
  rememberPlayers,
  type SetupForm,
} from './setupForm';
import { setupHash } from './setupLink';
import { useT } from '../../i18n/useT';
import { engineErrorText, problemText } from '../../i18n/errors';
import { refusalPlace, showRefusal, type RefusalPlace } from './setupRefusal';
import '../../i18n/tableMessages';

export function SetupScreen({
  onStarted,
  onBack,
  initialCircuit,
}: {
  onStarted: (id: string) => void;
  onBack: () => void;
  /** A standard id or a saved circuit's id ('#/play?circuit=<id>'), chosen at first. */
  initialCircuit?: string;
}) {
  const newGame = useGame((s) => s.newGame);
  const t = useT();
  const { list: circuits, state: libState } = usePlayableCircuits();
  const [form, setForm] = useState<SetupForm>(() => initialForm(rememberedPlayers()));
  // Each change is computed at once from the latest form (an event's value is read while it is there).
  const latest = useRef(form);
  const update = (change: (old: SetupForm) => SetupForm) => {
    latest.current = change(latest.current);
    setForm(latest.current);
  };
  // The library loads from the browser's storage: a saved circuit in the link is chosen once it is there.
  const initialOk = initialCircuit !== undefined && circuits.some((c) => c.id === initialCircuit);
  const fallback = initialOk ? initialCircuit! : DEFAULT_CIRCUIT;
  const [circuit] = circuitIds({ ...form, slam: false }, fallback);
  const slamCircuits = circuitIds({ ...form, slam: true }, fallback);
  /** Why the last "Start the race" was refused (shown while the setup stays the same). */
  const [failure, setFailure] = useState<{ setup: GameSetup; message: string } | null>(null);
  const linkError =
    form.picked === null && initialCircuit !== undefined && !initialOk && libState !== 'loading'
      ? t('setup.unknownLinkCircuit', { id: clip(initialCircuit) })
      : null;
  const known = (id: string) => circuits.some((c) => c.id === id);

  const setup: GameSetup = useMemo(() => {
    const asCircuit = (id: string): CircuitId | Circuit => {
      if (isStandardId(id)) return id;
      // A saved circuit goes in whole, so the game (and its save file) no longer needs the library.
      return circuits.find((c) => c.id === id)?.circuit ?? resolveCircuit(id) ?? (id as CircuitId);
    };
    return buildSetup(form, fallback, asCircuit);
  }, [form, fallback, circuits]);

  const bots = useMemo(() => botSeats(form.players), [form.players]);
  const names = playerNames(form.players);

  // The engine's own verdict on this setup, live (e.g. team-mates side by side).
  const problem = useMemo(() => {
    const r = createGame(setup);
    return r.ok ? null : engineErrorText(r.error);
  }, [setup]);

  const shareLink = `${window.location.origin}${window.location.pathname}${setupHash(setup, names, bots)}`;

  const main = useRef<HTMLElement>(null);
  /** A refusal is said under the folds; the fold holding its field opens, the field focused. */
  const refuse = (message: string, place: RefusalPlace | null) => {
    setFailure({ setup, message });
    if (place && main.current) showRefusal(main.current, place);
  };
  const start = () => {
    const missing = circuitIds(form, fallback).find((id) => !known(id));
    if (missing) {
      refuse(t('setup.missingCircuit', { id: missing }), { fold: 'course', field: null });
      return;
    }
    const r = newGame(setup, names, bots);
    if (!r.ok) {
      refuse(problemText(r.error), r.error.code === 'refused' ? refusalPlace(r.error.refusal, form) : null);
      return;
    }
    rememberPlayers(form.players);
    onStarted(r.id);
    // The board is at the top of the play screen: do not leave the players scrolled down.
    document.documentElement.scrollTop = 0;
  };

  const message = (failure && failure.setup === setup ? failure.message : null) ?? problem;

  return (
    <main className="setup" ref={main}>
      <header className="setup-head">
        <h1>{t('setup.title')}</h1>
        <button type="button" className="btn" onClick={onBack}>
          {t('setup.back')}
        </button>
      </header>

      <SetupPlayers form={form} update={update} />
      <SetupCourse
        form={form}
        update={update}
        circuits={circuits}
        circuit={circuit}
        slamCircuits={slamCircuits}
      />
      <SetupSeats form={form} update={update} />
      <SetupHouseRules form={form} update={update} />

      {/* The refusal in the Start row, kept at the window's foot: in view beside the field it opened and
          focused (setupRefusal.ts), and while the group edits. */}
      <div className="setup-start">
        {linkError && (
          <p role="alert" className="msg msg--error setup-problem">
            {linkError}
          </p>
        )}
        {message && (
          <p role="alert" className="msg msg--error setup-problem" data-setup-problem="">
            {message}
          </p>
        )}
        <button type="button" className="btn btn--primary btn--big" onClick={start}>
          {t('setup.start')}
        </button>
        <a className="share-link" href={shareLink}>
          {t('setup.link')}
        </a>
      </div>
    </main>
  );
}
