// A guided choice (store/guide.ts): the question asked now, the choices already set that can still be
// changed, the preview; and Confirm (GuideButtons, placed in the action bar's row of buttons).
import { Fragment } from 'react';
import type { Face, TitanId } from '../../engine/types';
import { spaceName } from '../../engine/board';
import { useGame } from '../../store/game';
import { rerolledThisTurn, type Guide, type Preview } from '../../store/guide';
import { offersConfirmEnd } from '../../store/autoEnd';
import { CARD_META, cardName, FACE_META, TITANS } from '../meta';
import { ChoiceGroup, optionLabel } from './ChoiceGroup';
import { PreviewBox } from './PreviewBox';
import { promptText } from './promptText';
import { FixedTargets } from './FixedTargets';
import { SpaceButtons } from './SpaceButtons';
import { shortLabel } from './shortLabel';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

function modeTitle(g: Guide, die: Face | null, rerolled: boolean, titan: TitanId): string {
  switch (g.mode) {
    case 'enter':
      return t('play.titleEnter');
    case 'die': {
      if (!die) return t('play.titleMove');
      const params = { die: FACE_META[die].label.toLowerCase(), action: FACE_META[die].action };
      return rerolled ? t('play.titleRerolledDie', params) : t('play.titleDie', params);
    }
    case 'ability':
      // Named with what it does, as a card is ("Use your ability — Choose the target" left a new
      // player guessing what the target was for).
      return t('play.titleAbility', { ability: TITANS[titan].abilityName, text: TITANS[titan].ability });
    case 'bonus':
      return g.card
        ? t('play.titleCard', { card: CARD_META[g.card].name, text: CARD_META[g.card].text })
        : t('play.titlePlayCard');
  }
}

function confirmLabelOf(g: Guide): string {
  return g.mode === 'ability'
    ? t('play.confirmAbility')
    : g.mode === 'bonus'
      ? t('play.confirmCard')
      : t('play.confirmMove');
}

/**
 * Confirm and Cancel of a guided choice. Apart from the panel: they sit in the action bar's
 * row of buttons, which never scrolls out of sight, while the panel's explanations may scroll.
 */
export function GuideButtons({ g, preview }: { g: Guide; preview: Preview | null }) {
  const perform = useGame((s) => s.perform);
  const confirmAndEnd = useGame((s) => s.confirmAndEnd);
  const setDraft = useGame((s) => s.setDraft);
  const autoEnd = useGame((s) => s.settings.autoEnd);
  useT();
  const withEnd = offersConfirmEnd(g, preview, autoEnd);
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
  return (
    <>
      {g.action && (
        <button
          type="button"
          className="btn btn--primary btn--big"
          data-confirm=""
          onClick={confirm}
          {...(g.mode === 'ability' || g.mode === 'bonus'
            ? { children: confirmLabelOf(g) }
            : shortLabel(confirmLabelOf(g), t('play.confirmMoveShort')))}
        />
      )}
      {withEnd && g.action && (
        <button
          type="button"
          className="btn btn--confirm-end"
          data-confirm-end=""
          title={t('flow.confirmEndTitle')}
          onClick={() => g.action && confirmAndEnd(g.action)}
          {...shortLabel(t('flow.confirmEnd'), t('flow.confirmEndShort'))}
        />
      )}
      {/* The ability's own button says "Cancel ability" meanwhile (TurnPanel): a second Cancel beside it
          made a new player wonder what each undid, and cost a phone's row its room. */}
      {g.mode === 'bonus' && (
        <button type="button" className="btn btn--quiet" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </button>
      )}
    </>
  );
}

export function GuidePanel({ g, preview }: { g: Guide; preview: Preview | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
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
  useT();
  // The red die's optional trap, the green die's optional strike, or another optional target.
  const extra = face === 'red' ? 'Trap' : face === 'green' ? 'Strike' : 'Target';
  const confirmLabel = confirmLabelOf(g);
  const cardNames = game.setup.options?.cardNames;

  let prompt: string;
  if (g.ask) {
    prompt =
      g.ask.attr.kind === 'space'
        ? t('play.promptSpace', { prompt: promptText(g.ask.attr.prompt, boards) })
        : t('play.promptChoice', { prompt: promptText(g.ask.attr.prompt, boards) });
    if (g.ask.attr.key === 'dest') prompt = t('play.promptDest');
  } else if (g.action)
    prompt =
      g.moves && g.dest !== null
        ? t('flow.promptConfirmTo', { space: spaceName(g.dest, boards), confirm: confirmLabel })
        : t('play.promptConfirm', { confirm: confirmLabel });
  else prompt = t('play.promptNothing');
  // On a phone, with optional choices still to answer under it, the move's prompt in fewer words (the
  // Confirm button is in sight anyway), so those choices keep to the bar's view (CSS).
  const short =
    !g.ask && g.action && g.mode === 'die' && g.dest !== null && g.adjustable.length > 0
      ? t('flow.promptMoveTo', { space: spaceName(g.dest, boards) })
      : null;

  // The board's spaces offered for an optional target (a trap, a strike): their buttons go with its choice.
  const optionalSpaces = g.adjustable.some((a) => a.attr.kind === 'space' && a.attr.key === g.selectAttr);
  return (
    <div
      className="guide"
      data-guide={g.mode}
      // What answers the question now (questionFocus.ts): the board's spaces, a choice's buttons, Confirm.
      data-asks={g.ask ? g.ask.attr.kind : g.action ? 'confirm' : undefined}
    >
      <h3 className="guide-title">
        {purpleAs
          ? // R4.1: the Life cost is said to the Titan who pays it; Chtoolhoo is told he pays nothing (the
            // rule's parenthesis, shown to every Titan, read as "costs 1 Life" to Chtoolhoo himself).
            t(summary.active === 'chtoolhoo' ? 'play.titlePurpleAsFree' : 'play.titlePurpleAs', {
              die: FACE_META[purpleAs].label.toLowerCase(),
              action: FACE_META[purpleAs].action,
            })
          : modeTitle(g, face ?? null, rerolled, summary.active)}
      </h3>
      {g.entry && g.entry.action.type === 'enter' && (
        <p className="guide-entry" data-entry={g.entry.action.space}>
          {t('play.firstTurnEntry', { space: g.entry.action.space, confirm: confirmLabel })}
        </p>
      )}
      <FixedTargets g={g} />
      <p className="guide-prompt">
        {short ? (
          <>
            <span className="opt-full">{prompt}</span>
            <span className="opt-short" aria-hidden="true">
              {short}
            </span>
          </>
        ) : (
          prompt
        )}
      </p>
      {g.ask?.attr.kind === 'space' && (
        // Said to the keyboard: shown while the board has its focus (keys.css), read by screen readers.
        <p className="board-keys hint">{t('play.boardKeys')}</p>
      )}
      {!optionalSpaces && <SpaceButtons g={g} />}
      {g.ask && g.ask.attr.kind === 'choice' && (
        <ChoiceGroup
          label={promptText(g.ask.attr.prompt, boards)}
          attrKey={g.ask.attr.key}
          options={g.ask.options}
          boards={boards}
          notes={g.ask.attr.key === 'path' ? g.wayNotes : null}
          shared={g.wayShared}
        />
      )}
      {/* Right under the question it answers ("check what will happen, then Confirm"), before the optional
          extras: below them it sat under the fold of the panel at 1280×800 and on phones. */}
      {preview && <PreviewBox preview={preview} end={g.action && g.moves ? g.dest : undefined} />}
      <Adjustables g={g} extra={extra} optionalSpaces={optionalSpaces} />
      <MadeChoices made={g.made} />
      {g.mode === 'bonus' && g.card && (
        <p className="hint">{t('play.cardHint', { card: cardName(g.card, cardNames) })}</p>
      )}
    </div>
  );
}

/** The choices still adjustable before Confirm: an optional target (with its spaces' buttons), a timing. */
function Adjustables({
  g,
  extra,
  optionalSpaces,
}: {
  g: Guide;
  extra: 'Trap' | 'Strike' | 'Target';
  optionalSpaces: boolean;
}) {
  const pick = useGame((s) => s.pick);
  const boards = useGame((s) => s.game!.course.boards);
  useT();
  return (
    <>
      {g.adjustable.map((a) =>
        a.attr.kind === 'space' ? (
          // The hint on how to aim follows the choice rather than sitting inside it, so on a phone it can
          // go after every answer (CSS order) and the answers keep to the bar's view.
          <Fragment key={a.attr.key}>
            <fieldset className="choice choice--optional" data-choice={a.attr.key}>
              <legend>
                {t(`play.optional${extra}`)}{' '}
                {a.value === '-'
                  ? t('play.none')
                  : t('play.onSpace', { space: optionLabel(a.attr.key, a.value, boards) })}
              </legend>
              <button
                type="button"
                className={`btn btn--choice${a.value === '-' ? ' btn--on' : ''}`}
                aria-pressed={a.value === '-'}
                onClick={() => pick(a.attr.key, '-')}
              >
                {t(`play.no${extra}`)}
              </button>
              {/* The optional target's spaces answer this question: beside its "No trap". */}
              {optionalSpaces && g.selectAttr === a.attr.key && <SpaceButtons g={g} />}
            </fieldset>
            <p className="hint aim-hint">{t(`play.aim${extra}`)}</p>
          </Fragment>
        ) : (
          <Fragment key={a.attr.key}>
            <ChoiceGroup
              label={promptText(a.attr.prompt, boards)}
              attrKey={a.attr.key}
              options={a.options}
              value={a.value}
              boards={boards}
            />
            {/* Why purple's timing matters (play-test: "before or after?" was asked without a why); laid
                out as the aiming hint, after the preview on phones (CSS), so the answers keep their place. */}
            {a.attr.key === 'lifeCost' && (
              <p className="hint aim-hint" data-life-cost-hint="">
                {t('play.lifeCostHint')}
              </p>
            )}
          </Fragment>
        ),
      )}
    </>
  );
}

/** The choices already made, each a button to change it (the later ones are forgotten). */
function MadeChoices({ made }: { made: readonly string[] }) {
  const unpick = useGame((s) => s.unpick);
  useT();
  return (
    <>
      {made.length > 0 && (
        <p className="changes">
          {made.map((k) => (
            <button key={k} type="button" className="btn btn--small btn--quiet" onClick={() => unpick(k)}>
              {k === 'space'
                ? t('play.changeStart')
                : k === 'dest'
                  ? t('play.changeDest')
                  : k === 'path'
                    ? t('play.changeWay')
                    : k === 'face'
                      ? t('play.changeFace')
                      : k === 'target' || k === 'abilityTarget'
                        ? t('play.changeTarget')
                        : t('play.changeDir')}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
