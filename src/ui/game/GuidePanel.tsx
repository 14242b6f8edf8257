// A guided choice (store/guide.ts): the question asked now, the choices already set that can still be
// changed, the preview, and Confirm.
import type { Face } from '../../engine/types';
import { useGame } from '../../store/game';
import { rerolledThisTurn, type Guide, type Preview } from '../../store/guide';
import { CARD_META, cardName, FACE_META } from '../meta';
import { ChoiceGroup, EXTRA_NAME, optionLabel } from './ChoiceGroup';
import { PreviewBox } from './PreviewBox';
import { FixedTargets } from './FixedTargets';

function modeTitle(g: Guide, die: Face | null, rerolled: boolean): string {
  switch (g.mode) {
    case 'enter':
      return 'Enter the board';
    case 'die':
      if (!die) return 'Your move';
      return rerolled
        ? `Rerolled on the pentacle — your new ${FACE_META[die].label.toLowerCase()} die: ${FACE_META[die].action}`
        : `Your ${FACE_META[die].label.toLowerCase()} die: ${FACE_META[die].action}`;
    case 'ability':
      return 'Use your ability';
    case 'bonus':
      return g.card ? `Play ${CARD_META[g.card].name}: ${CARD_META[g.card].text}` : 'Play a card';
  }
}

export function GuidePanel({ g, preview }: { g: Guide; preview: Preview | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const perform = useGame((s) => s.perform);
  const setDraft = useGame((s) => s.setDraft);
  const unpick = useGame((s) => s.unpick);
  const pick = useGame((s) => s.pick);
  const rerolled = useGame((s) => rerolledThisTurn(s.log, summary.active));
  const boards = game.course.boards;
  const active = summary.titans[summary.active]!;
  const pickedFace = useGame((s) => s.ui.draft?.picks.face) as Face | undefined;
  // A purple die copies a face the player picks: until then it is "your purple die", not the first face.
  const face =
    g.mode === 'die'
      ? active.die === 'purple'
        ? (pickedFace ?? 'purple')
        : g.candidates[0] && g.candidates[0].type === 'dieAction'
          ? (g.candidates[0].face ?? active.die)
          : active.die
      : null;
  const purpleAs = g.mode === 'die' && active.die === 'purple' && face && face !== 'purple' ? face : null;
  const extraName = face ? EXTRA_NAME[face] : undefined;
  const confirmLabel =
    g.mode === 'ability' ? 'Confirm ability' : g.mode === 'bonus' ? 'Confirm card' : 'Confirm move';
  const cardNames = game.setup.options?.cardNames;

  const confirm = () => {
    if (!g.action) return;
    if (typeof performance !== 'undefined' && performance.mark) {
      performance.clearMarks('tr:confirm');
      performance.mark('tr:confirm');
    }
    // The first turn's entry and move, confirmed once (R9.2): the entry first, then the move chosen from it.
    if (g.entry && !perform(g.entry.action)) return;
    perform(g.action);
  };

  let prompt: string;
  if (g.ask) {
    prompt =
      g.ask.attr.kind === 'space'
        ? `${g.ask.attr.prompt}: click a highlighted space.`
        : `${g.ask.attr.prompt}.`;
    if (g.ask.attr.key === 'dest')
      prompt = 'Choose where to move: the highlighted spaces are every place this die can take you.';
  } else if (g.action) prompt = `Check what will happen, then “${confirmLabel}”.`;
  else prompt = 'Nothing can be done this way now.';

  return (
    <div className="guide" data-guide={g.mode}>
      <h3 className="guide-title">
        {purpleAs
          ? `Your purple die as ${FACE_META[purpleAs].label.toLowerCase()}: ${FACE_META[purpleAs].action} It costs 1 Life, before or after the move (Chtoolhoo pays nothing).`
          : modeTitle(g, face ?? null, rerolled)}
      </h3>
      {g.entry && g.entry.action.type === 'enter' && (
        <p className="guide-entry" data-entry={g.entry.action.space}>
          First turn: you enter the board on {g.entry.action.space}, then make this move — one “{confirmLabel}
          ” for both.
        </p>
      )}
      <FixedTargets g={g} />
      <p className="guide-prompt">{prompt}</p>
      {g.ask && g.ask.attr.kind === 'choice' && (
        <ChoiceGroup
          label={g.ask.attr.prompt}
          attrKey={g.ask.attr.key}
          options={g.ask.options}
          boards={boards}
        />
      )}
      {g.adjustable.map((a) =>
        a.attr.kind === 'space' ? (
          <fieldset className="choice" key={a.attr.key}>
            <legend>
              {extraName ? `Optional ${extraName}` : 'Optional target'}:{' '}
              {a.value === '-' ? 'none' : `on ${optionLabel(a.attr.key, a.value, boards)}`}
            </legend>
            <p className="hint">
              Click a space marked with a dashed ring to aim the {extraName ?? 'effect'}.
            </p>
            <button
              type="button"
              className={`btn btn--choice${a.value === '-' ? ' btn--on' : ''}`}
              aria-pressed={a.value === '-'}
              onClick={() => pick(a.attr.key, '-')}
            >
              No {extraName ?? 'target'}
            </button>
          </fieldset>
        ) : (
          <ChoiceGroup
            key={a.attr.key}
            label={a.attr.prompt}
            attrKey={a.attr.key}
            options={a.options}
            value={a.value}
            boards={boards}
          />
        ),
      )}
      {g.made.length > 0 && (
        <p className="changes">
          {g.made.map((k) => (
            <button key={k} type="button" className="btn btn--small btn--quiet" onClick={() => unpick(k)}>
              Change{' '}
              {k === 'space'
                ? 'start space'
                : k === 'dest'
                  ? 'destination'
                  : k === 'path'
                    ? 'way'
                    : k === 'face'
                      ? 'face'
                      : k === 'target' || k === 'abilityTarget'
                        ? 'target'
                        : 'direction'}
            </button>
          ))}
        </p>
      )}
      {preview && <PreviewBox preview={preview} />}
      <div className="guide-buttons">
        {g.action && (
          <button type="button" className="btn btn--primary" onClick={confirm}>
            {confirmLabel}
          </button>
        )}
        {(g.mode === 'ability' || g.mode === 'bonus') && (
          <button type="button" className="btn btn--quiet" onClick={() => setDraft(null)}>
            Cancel
          </button>
        )}
      </div>
      {g.mode === 'bonus' && g.card && <p className="hint">Card: {cardName(g.card, cardNames)}.</p>}
    </div>
  );
}
