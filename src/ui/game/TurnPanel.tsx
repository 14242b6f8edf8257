// The turn's controls: roll, the dice pool, guided choices with an exact preview, Confirm, Undo, End turn.
import { spaceName } from '../../engine/board';
import type { Dir, Face } from '../../engine/types';
import { useGame } from '../../store/game';
import type { Guide, Preview } from '../../store/guide';
import { formatEvents } from '../format';
import { CARD_META, cardName, DIR_ARROW, DIR_LABEL, FACE_META, TITANS, titanName } from '../meta';
import { Die } from './Die';

export function DicePool({ readOnly = false }: { readOnly?: boolean }) {
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const choosable = !readOnly && legal.some((a) => a.type === 'chooseDie');
  return (
    <div className="pool" data-pool="" aria-label="Dice pool">
      {summary.dice.length === 0 ? (
        <span className="pool-empty">
          No dice in the pool{legal.some((a) => a.type === 'roll') ? ' — roll them.' : '.'}
        </span>
      ) : (
        summary.dice.map((f, i) => (
          <Die
            key={`${i}${f}`}
            face={f}
            onChoose={choosable ? () => perform({ type: 'chooseDie', die: i }) : undefined}
          />
        ))
      )}
    </div>
  );
}

function optionLabel(key: string, value: string, boards: number): string {
  if (value === '-') return key === 'extra' ? 'none' : '—';
  switch (key) {
    case 'face':
      return `${FACE_META[value as Face].label}: ${FACE_META[value as Face].action}`;
    case 'path':
      return value
        .split(',')
        .map((d) => `${DIR_ARROW[d as Dir]} ${DIR_LABEL[d as Dir]}`)
        .join(', then ');
    case 'when':
      return value === 'before' ? 'before the move' : 'after the move';
    case 'lifeCost':
      return value === 'before' ? 'pay before the move' : 'pay after the move';
    case 'dir':
    case 'abilityDir':
      return `${DIR_ARROW[value as Dir]} ${DIR_LABEL[value as Dir]}`;
    default: {
      const n = Number(value);
      return Number.isFinite(n) ? spaceName(n, boards) : value;
    }
  }
}

const EXTRA_NAME: Record<string, string> = { red: 'trap', green: 'strike' };

function ChoiceGroup({
  label,
  attrKey,
  options,
  value,
  boards,
}: {
  label: string;
  attrKey: string;
  options: string[];
  value?: string;
  boards: number;
}) {
  const pick = useGame((s) => s.pick);
  return (
    <fieldset className="choice">
      <legend>{label}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={`btn btn--choice${value === o ? ' btn--on' : ''}`}
          aria-pressed={value === o}
          onClick={() => pick(attrKey, o)}
        >
          {optionLabel(attrKey, o, boards)}
        </button>
      ))}
    </fieldset>
  );
}

export function PreviewBox({ preview }: { preview: Preview }) {
  const game = useGame((s) => s.game)!;
  if (!preview.ok) return <p className="preview preview--bad">{preview.error}</p>;
  const lines = formatEvents(preview.events, {
    cardNames: game.setup.options?.cardNames,
    boards: game.course.boards,
  });
  return (
    <div className="preview" aria-live="polite" aria-label="What will happen">
      <h3>What will happen</h3>
      <ol>
        {lines.map((l, i) => (
          <li key={i}>{l.text}</li>
        ))}
        {preview.pausesFor && preview.pausesFor.kind === 'pirates' && (
          <li>Then {titanName(preview.pausesFor.titan)}'s player decides how to pay the pirates.</li>
        )}
        {preview.pausesFor && preview.pausesFor.kind === 'pentacle' && (
          <li>Then you may pay 1 Life to reroll on the pentacle.</li>
        )}
        {preview.pausesFor && preview.pausesFor.kind === 'reaction' && game.reactions === 'always' && (
          <li>Then a player may react.</li>
        )}
      </ol>
      {preview.wins && <p className="preview-win">This wins the race!</p>}
      {preview.ownKnockouts.length > 0 && (
        <p className="warning" role="alert">
          Warning: this knocks out your own Titan ({preview.ownKnockouts.map(titanName).join(', ')}).
        </p>
      )}
    </div>
  );
}

function modeTitle(g: Guide, die: Face | null): string {
  switch (g.mode) {
    case 'enter':
      return 'Enter the board';
    case 'die':
      return die ? `Your ${FACE_META[die].label.toLowerCase()} die: ${FACE_META[die].action}` : 'Your move';
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
  const boards = game.course.boards;
  const active = summary.titans[summary.active]!;
  const face =
    g.mode === 'die'
      ? g.candidates[0] && g.candidates[0].type === 'dieAction'
        ? (g.candidates[0].face ?? active.die)
        : active.die
      : null;
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
      <h3 className="guide-title">{modeTitle(g, face ?? null)}</h3>
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
              {k === 'dest' || k === 'space'
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

/** A bot decides now: say who and what, show the pool; nothing to click. */
export function BotTurn() {
  const summary = useGame((s) => s.summary)!;
  const bots = useGame((s) => s.bots);
  const legal = useGame((s) => s.legal);
  const p = summary.pending;
  const titan = p ? p.titan : summary.active;
  const what = p
    ? p.kind === 'pirates'
      ? 'decides how to pay the pirates'
      : p.kind === 'pentacle'
        ? 'decides whether to reroll on the pentacle'
        : 'decides whether to react'
    : legal.some((a) => a.type === 'roll')
      ? 'rolls the dice'
      : legal.some((a) => a.type === 'chooseDie')
        ? 'chooses a die'
        : 'is playing';
  return (
    <section className="turn turn--bot" aria-label="A bot's turn" data-bot={bots[titan]}>
      <p className="turn-hint" role="status">
        <span
          className="titan-swatch"
          style={{ background: TITANS[titan].colour, color: TITANS[titan].ink }}
          aria-hidden="true"
        >
          {TITANS[titan].initial}
        </span>
        {TITANS[titan].name} ({bots[titan]} bot) {what}…
      </p>
      <DicePool readOnly />
    </section>
  );
}

/** What the active player should do now, in a sentence. */
export function turnHint(legalTypes: Set<string>, activeName: string, ko: boolean): string {
  if (legalTypes.has('roll')) return `${activeName}: roll the dice.`;
  if (legalTypes.has('chooseDie'))
    return `${activeName}: choose a die from the pool. Its face is your action this turn.`;
  if (ko && legalTypes.size === 1 && legalTypes.has('endTurn'))
    return `${activeName} is knocked out and passes this turn: end the turn.`;
  if (legalTypes.has('endTurn') && !legalTypes.has('dieAction'))
    return `${activeName}: your die's action is done. Use your ability or a card, or end the turn.`;
  return `${activeName}: take your turn.`;
}

export function TurnPanel({ g, preview }: { g: Guide | null; preview: Preview | null }) {
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const undo = useGame((s) => s.undo);
  const canUndo = useGame((s) => s.turnHistory.length > 0);
  const active = summary.active;
  const types = new Set(legal.map((a) => a.type));
  const ko = !!summary.titans[active]?.ko;
  return (
    <section className="turn" aria-label="Your turn">
      <p className="turn-hint">{turnHint(types, TITANS[active].name, ko)}</p>
      {types.has('roll') && (
        <button type="button" className="btn btn--primary btn--big" onClick={() => perform({ type: 'roll' })}>
          Roll the dice
        </button>
      )}
      <DicePool />
      {g && <GuidePanel g={g} preview={preview} />}
      <div className="turn-buttons">
        <button
          type="button"
          className={`btn ${types.has('endTurn') && !types.has('dieAction') ? 'btn--primary' : 'btn--quiet'}`}
          onClick={() => perform({ type: 'endTurn' })}
        >
          End turn
        </button>
        <button
          type="button"
          className={`btn btn--quiet${canUndo ? '' : ' btn--dim'}`}
          onClick={() => undo()}
          title="Undo within this turn (not past a roll, a card draw or another player's decision)"
        >
          Undo
        </button>
      </div>
    </section>
  );
}
