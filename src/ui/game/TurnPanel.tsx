// The turn's controls: the draft (who rolls), roll, the dice pool, guided choices with an exact preview,
// Confirm, the pentacle reroll, Undo, End turn. What is offered comes from the engine's legal actions.
import { spaceName } from '../../engine/board';
import type { Dir, Face } from '../../engine/types';
import { undoRefusal, useGame } from '../../store/game';
import {
  ownTitans,
  draftOrder,
  draftRole,
  rerollCost,
  rerolledThisTurn,
  rollDue,
  type DraftRole,
  type Guide,
  type Preview,
} from '../../store/guide';
import { formatEvents } from '../format';
import { CARD_META, cardName, DIR_ARROW, DIR_LABEL, FACE_META, TITANS, titanName } from '../meta';
import { Die } from './Die';
import { useHoveredOption } from './hooks';

/** Why the pool is empty, in the draft's words (R4.2). */
function emptyPool(roll: 'first' | 'last' | null): string {
  if (roll === 'first') return 'No dice in the pool: the round starts with a fresh roll of every die.';
  if (roll === 'last')
    return "The die left in the pool and every die on the Titans' boards come back for the reroll.";
  return 'No dice in the pool.';
}

export function DicePool({ readOnly = false }: { readOnly?: boolean }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const choosable = !readOnly && legal.some((a) => a.type === 'chooseDie');
  return (
    <div className="pool" data-pool="" aria-label="Dice pool">
      {summary.dice.length === 0 ? (
        <span className="pool-empty">{emptyPool(rollDue(game, legal))}</span>
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
  const hover = useHoveredOption((s) => s.set);
  return (
    <fieldset className="choice">
      <legend>{label}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={`btn btn--choice${value === o ? ' btn--on' : ''}`}
          aria-pressed={value === o}
          onClick={() => {
            hover(null);
            pick(attrKey, o);
          }}
          // Pointing at or focusing an option draws its path on the board before it is chosen.
          onMouseEnter={() => hover(o)}
          onMouseLeave={() => hover(null)}
          onFocus={() => hover(o)}
          onBlur={() => hover(null)}
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
  const ctx = { cardNames: game.setup.options?.cardNames, boards: game.course.boards };
  const mine = new Set(ownTitans(game, game.active));
  // The events up to each point where someone decides, then that point (engine/preview.ts goes on with
  // the default choice, so the list runs to where the move really ends).
  const items: { key: string; text: string; decision?: boolean }[] = [];
  let from = 0;
  const cuts = [...preview.decisions, null];
  cuts.forEach((d, k) => {
    const to = d ? d.at : preview.events.length;
    formatEvents(preview.events.slice(from, to), ctx).forEach((l, i) =>
      items.push({ key: `${k}-${i}`, text: l.text }),
    );
    from = to;
    if (!d) return;
    const who = titanName(d.titan);
    const where = d.space ? ` on ${d.space}` : '';
    const paid = preview.events.slice(d.at).find((e) => e.type === 'pirates' && e.titan === d.titan);
    const shown = paid && paid.type === 'pirates' && paid.choice === 'discard' ? 'a card' : '1 Life';
    items.push({
      key: `${k}-d`,
      decision: true,
      text:
        d.kind === 'pirates'
          ? mine.has(d.titan)
            ? `Pirates${where}: ${who} pays 1 Life or a card — your choice (shown below: ${shown}).`
            : `Pirates${where}: ${who} pays 1 Life or a card — ${who}'s player chooses (shown below: ${shown}).`
          : 'Every player may react here with a card (shown: nobody does).',
    });
  });
  return (
    <div className="preview" aria-live="polite" aria-label="What will happen">
      <h3>What will happen</h3>
      <ol>
        {items.map((l) => (
          <li
            key={l.key}
            className={l.decision ? 'preview-decision' : undefined}
            data-decision={l.decision ? '' : undefined}
          >
            {l.text}
          </li>
        ))}
        {preview.rerollAfter && (
          <li>
            Then you may reroll on the pentacle (−1 Life). Use your ability or card before it if you want
            them: after a reroll, neither is allowed.
          </li>
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

/** A bot decides now: say who and what, show the pool; nothing to click. */
export function BotTurn() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const bots = useGame((s) => s.bots);
  const legal = useGame((s) => s.legal);
  const p = summary.pending;
  const titan = p ? p.titan : summary.active;
  const roll = rollDue(game, legal);
  const what = p
    ? p.kind === 'pirates'
      ? 'decides how to pay the pirates'
      : 'decides whether to react'
    : roll
      ? ROLL_DOES[roll]
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
      <DraftOrder />
      <DicePool readOnly />
    </section>
  );
}

const ROLL_DOES: Record<'first' | 'last', string> = {
  first: 'rolls all the dice',
  last: 'rerolls all the dice',
};

const ROLE_DOES: Record<DraftRole, string> = {
  first: 'rolls all the dice',
  middle: 'takes a die from the pool',
  last: 'rerolls all the dice',
};

/** The round's draft (R4.2): who rolls, who takes a die as it lies, who rerolls every die. */
export function DraftOrder() {
  const game = useGame((s) => s.game)!;
  const round = useGame((s) => s.summary!.round);
  const order = draftOrder(game);
  return (
    <div className="draft-order">
      <span className="draft-order-title">Draft, round {round}:</span>
      <ol aria-label={`The draft of round ${round}`}>
        {order.map((o) => (
          <li
            key={o.titan}
            data-draft-titan={o.titan}
            data-draft-role={o.role}
            aria-current={o.current ? 'step' : undefined}
            className={o.current ? 'draft-order-current' : undefined}
          >
            <span
              className="titan-swatch"
              style={{ background: TITANS[o.titan].colour, color: TITANS[o.titan].ink }}
              aria-hidden="true"
            >
              {TITANS[o.titan].initial}
            </span>
            {TITANS[o.titan].name} <span className="draft-role">{ROLE_DOES[o.role]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The draft in the status bar: what the active Titan does with the dice now, or ''. */
export function draftStatus(roll: 'first' | 'last' | null, role: DraftRole, choosing: boolean): string {
  if (roll === 'first') return 'rolls all the dice to open the round';
  if (roll === 'last') return 'last of the round: rerolls all the dice';
  if (choosing && role === 'middle') return 'takes a die from the pool as it lies';
  if (choosing) return 'chooses a die from the roll';
  return '';
}

/** What the active player should do now, in a sentence. */
export function turnHint(
  legalTypes: Set<string>,
  activeName: string,
  ko: boolean,
  roll: 'first' | 'last' | null = null,
  role: DraftRole = 'first',
  rerolled = false,
): string {
  if (roll === 'first')
    return `${activeName}: you open the round — roll all the dice, then choose one. Its face is your action this turn.`;
  if (roll === 'last')
    return `${activeName}: you are last this round — reroll all the dice (every die comes back), then choose one from the fresh roll.`;
  if (legalTypes.has('chooseDie'))
    return role === 'middle'
      ? `${activeName}: choose a die from the pool as it lies (you do not roll). Its face is your action this turn.`
      : `${activeName}: choose a die from the pool. Its face is your action this turn.`;
  if (ko && legalTypes.size === 1 && legalTypes.has('endTurn'))
    return `${activeName} is knocked out and passes this turn: end the turn.`;
  if (rerolled && legalTypes.has('dieAction'))
    return `${activeName}: you rerolled on the pentacle — perform the new face's action (no ability or card now).`;
  if (legalTypes.has('reroll'))
    return legalTypes.has('ability') || legalTypes.has('playBonus') || legalTypes.has('discardBonus')
      ? `${activeName}: your die's action ended on the pentacle. Reroll it (−1 Life), use your ability or a card first, or end the turn.`
      : `${activeName}: your die's action ended on the pentacle. Reroll it (−1 Life) or end the turn.`;
  if (legalTypes.has('endTurn') && !legalTypes.has('dieAction')) {
    const ability = legalTypes.has('ability');
    const card = legalTypes.has('playBonus') || legalTypes.has('discardBonus');
    // Only what the engine offers: no ability or card on the first turn (R9.2), none left once used.
    const rest =
      ability && card
        ? 'Use your ability or a card, or end'
        : ability
          ? 'Use your ability or end'
          : card
            ? 'Play or discard a card, or end'
            : 'End';
    return `${activeName}: your die's action is done. ${rest} the turn.`;
  }
  return `${activeName}: take your turn.`;
}

/** Why End turn is not possible yet (R9.3: the turn ends once the die's action is done). */
function endTurnReason(types: Set<string>): string {
  if (types.has('roll')) return 'End turn: roll the dice first.';
  if (types.has('chooseDie')) return 'End turn: choose a die first.';
  if (types.has('enter')) return 'End turn: enter the board with your die first.';
  return 'End turn: perform your die’s action first.';
}

/** The pentacle reroll (R7.5): a button while the engine offers it, with what it costs. */
function RerollNote() {
  const game = useGame((s) => s.game)!;
  const legal = useGame((s) => s.legal);
  const cost = rerollCost(game);
  if (!cost) return null;
  const name = TITANS[cost.titan].name;
  const before = legal.some(
    (a) => a.type === 'ability' || a.type === 'playBonus' || a.type === 'discardBonus',
  );
  if (cost.knocksOut)
    return (
      <p id="reroll-cost" className="warning reroll-cost" data-reroll-cost="knockout">
        Life {cost.before} → {cost.after}. Warning: this is {name}&apos;s last Life — paying it knocks {name}{' '}
        out. The die is not rerolled and only End turn remains.
      </p>
    );
  return (
    <p id="reroll-cost" className="reroll-cost" data-reroll-cost="">
      <strong>
        Life {cost.before} → {cost.after}.
      </strong>{' '}
      The new face&apos;s action must then be performed; after a reroll, no ability and no card this turn.
      {before && ' Use your ability or a card first if you want them.'}
    </p>
  );
}

export function TurnPanel({ g, preview }: { g: Guide | null; preview: Preview | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const undo = useGame((s) => s.undo);
  const undoWhyNot = useGame(undoRefusal);
  const rerolled = useGame((s) => rerolledThisTurn(s.log, s.summary!.active));
  const active = summary.active;
  const types = new Set(legal.map((a) => a.type));
  const ko = !!summary.titans[active]?.ko;
  const roll = rollDue(game, legal);
  const role = draftRole(game);
  const canReroll = types.has('reroll');
  return (
    <section className="turn" aria-label="Your turn">
      <p className="turn-hint">{turnHint(types, TITANS[active].name, ko, roll, role, rerolled)}</p>
      <DraftOrder />
      {roll && (
        <button
          type="button"
          className="btn btn--primary btn--big"
          data-roll={roll}
          onClick={() => perform({ type: 'roll' })}
        >
          {roll === 'last' ? 'Reroll all the dice' : 'Roll the dice'}
        </button>
      )}
      <DicePool />
      {g && <GuidePanel g={g} preview={preview} />}
      <div className="turn-buttons">
        {canReroll && (
          <button
            type="button"
            className="btn btn--big btn--reroll"
            aria-describedby="reroll-cost"
            onClick={() => perform({ type: 'reroll' })}
          >
            Reroll on the pentacle (−1 Life)
          </button>
        )}
        <button
          type="button"
          className={`btn ${types.has('endTurn') && !types.has('dieAction') ? 'btn--primary' : 'btn--quiet'}`}
          onClick={() => perform({ type: 'endTurn' })}
          disabled={!types.has('endTurn')}
          title={types.has('endTurn') ? 'End your turn' : endTurnReason(types)}
        >
          End turn
        </button>
        <button
          type="button"
          className="btn btn--quiet"
          onClick={() => undo()}
          disabled={undoWhyNot !== null}
          title={
            undoWhyNot ?? 'Undo within this turn (not past a roll, a card draw or another player’s decision)'
          }
        >
          Undo
        </button>
      </div>
      {(!types.has('endTurn') || undoWhyNot) && (
        <p className="hint turn-why" data-why-disabled="">
          {!types.has('endTurn') && `${endTurnReason(types)} `}
          {undoWhyNot}
        </p>
      )}
      {canReroll && <RerollNote />}
    </section>
  );
}
