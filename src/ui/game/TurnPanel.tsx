// The turn's controls: the draft (who rolls), roll, the dice pool, guided choices with an exact preview,
// Confirm, the ability and the cards, the pentacle reroll, Undo, End turn. What is offered comes from the
// engine's legal actions.
import { useLayoutEffect, useRef } from 'react';
import { undoRefusal, undoRefusalProblem, useGame } from '../../store/game';
import {
  draftRole,
  playerOfTitan,
  rerollCost,
  rerolledThisTurn,
  rollDue,
  type Guide,
  type Preview,
} from '../../store/guide';
import { TITANS } from '../meta';
import { DicePool } from './DicePool';
import { DraftOrder } from './DraftOrder';
import { GuideButtons, GuidePanel } from './GuidePanel';
import { CardView } from './TitanPanel';
import type { CardId } from '../../engine/types';
import { abilityRefusal, endTurnReason, openQuestion, turnHint } from './turnText';
import { AutoEndNote } from './AutoEndNote';
import { ActionBody } from './ActionBody';
import { questionScroll } from './questionScroll';
import { useT } from '../../i18n/useT';
import { problem, problemText } from '../../i18n/errors';
import { useHandRoom, usePhoneTable } from './hooks';
import { SinceOwnTurn } from './SinceOwnTurn';
import { shortLabel } from './shortLabel';
import '../../i18n/tableMessages';

export { BotTurn } from './DraftOrder';
export { draftStatus } from './turnText';

/** The pentacle reroll (R7.5): a button while the engine offers it, with what it costs. */
function RerollNote() {
  const game = useGame((s) => s.game)!;
  const legal = useGame((s) => s.legal);
  const t = useT();
  const cost = rerollCost(game);
  if (!cost) return null;
  const name = TITANS[cost.titan].name;
  const before = legal.some(
    (a) => a.type === 'ability' || a.type === 'playBonus' || a.type === 'discardBonus',
  );
  if (cost.knocksOut)
    return (
      <p id="reroll-cost" className="warning reroll-cost" data-reroll-cost="knockout">
        {t('play.rerollLife', { before: cost.before, after: cost.after })}{' '}
        {t('play.rerollKnocksOut', { name })}
      </p>
    );
  return (
    <p id="reroll-cost" className="reroll-cost" data-reroll-cost="">
      <strong>{t('play.rerollLife', { before: cost.before, after: cost.after })}</strong>{' '}
      {t('play.rerollThen')}
      {before && ` ${t('play.rerollBefore')}`}
    </p>
  );
}

/**
 * The active player's cards in the action bar: face down until "Show my cards"; shown, each
 * card the engine lets them play or discard now has its button. Hidden again whenever the decider changes.
 */
function MyCards({ hand }: { hand: readonly CardId[] }) {
  const legal = useGame((s) => s.legal);
  const setDraft = useGame((s) => s.setDraft);
  const perform = useGame((s) => s.perform);
  const compact = usePhoneTable();
  const list = useRef<HTMLUListElement>(null);
  useHandRoom(list, compact);
  const t = useT();
  return (
    <ul ref={list} className="cards cards--bar" aria-label={t('table.myCards')}>
      {hand.map((c, i) => {
        const canPlay = legal.some((a) => a.type === 'playBonus' && a.card === c);
        const canDiscard = legal.some((a) => a.type === 'discardBonus' && a.card === c);
        return (
          <CardView
            key={`${c}${i}`}
            card={c}
            compact={compact}
            actions={
              (canPlay || canDiscard) && (
                <>
                  {canPlay && (
                    <button type="button" className="btn btn--small" onClick={() => setDraft('bonus', c)}>
                      {t('play.playCard')}
                    </button>
                  )}
                  {canDiscard && (
                    <button
                      type="button"
                      className="btn btn--small btn--quiet"
                      onClick={() => perform({ type: 'discardBonus', card: c })}
                    >
                      {t('play.discardCard')}
                    </button>
                  )}
                </>
              )
            }
          />
        );
      })}
    </ul>
  );
}

/**
 * The body may scroll inside itself (a long preview on a phone): each new question starts from the top
 * and, if its choices would be below the fold, is scrolled up to them — to the top of a block, never past
 * the question itself — so what must be answered now is in sight without the player scrolling
 * (questionScroll.ts). A hand shown with a card to play now is first in the body: it is scrolled to.
 */
function useQuestionScroll(
  question: string,
  choosing: boolean,
  shown: boolean,
  handFirst: boolean,
  phone: boolean,
) {
  const body = useRef<HTMLDivElement>(null);
  // The body may scroll inside itself (a long preview on a phone): each new question starts from the top
  // and, if its choices would be below the fold, is scrolled up to them — to the top of a block, never
  // past the question itself — so what must be answered now is in sight without the player scrolling
  // (questionScroll.ts).
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    el.style.removeProperty('--question-room');
    el.scrollTop = 0;
    // The question: the guide's prompt, or the pool while a die is to be taken (its dice are the answers).
    const prompt =
      el.querySelector<HTMLElement>('.guide-prompt') ??
      (choosing ? el.querySelector<HTMLElement>('[data-pool]') : null);
    if (!prompt) return;
    // Every answer of the question — its choices (purple's Life timing after an optional target) and the
    // offered spaces as buttons (phones, tablets) — down to the lowest one's bottom.
    const answers = [
      prompt,
      ...el.querySelectorAll<HTMLElement>('.guide-prompt ~ .choice, .guide-prompt ~ .space-buttons'),
    ];
    // The move's preview (under the answers), in view too when there is room, never past the question's
    // first line after the move's title (the entry line, a fixed target, the prompt).
    const preview = el.querySelector('.guide > .preview');
    const first = el.querySelector('.guide > .guide-entry, .guide > .guide-fixed, .guide > .guide-prompt');
    const box = el.getBoundingClientRect();
    const y = (e: Element) => e.getBoundingClientRect().top - box.top;
    const at = questionScroll({
      view: el.clientHeight,
      starts: [...el.querySelectorAll(':scope > *, .guide > *')].map(y),
      prompt: y(prompt),
      answersEnd: Math.max(...answers.map((a) => a.getBoundingClientRect().bottom)) - box.top,
      preview:
        preview && first
          ? { end: preview.getBoundingClientRect().bottom - box.top, limit: y(first) }
          : undefined,
    });
    // A block's top may lie past the body's last scroll position (360×640, purple's faces under the pool's
    // remaining dice: snapped to the move's title at 102 px, the body could scroll 74 px and cut the dice in
    // half): room under the answers lets it scroll there (table.css, `--question-room`).
    const room = at - (el.scrollHeight - el.clientHeight);
    if (room > 0) el.style.setProperty('--question-room', `${Math.ceil(room)}px`);
    el.scrollTop = at;
    // Shown or hidden, the question is scrolled to again (a hand shown after it, on a tablet: below).
  }, [question, choosing, shown]);
  // Shown with a card to play now, the hand is at the top of the body: bring it into view. With none, it is
  // after the question: the body scrolls the least that shows the whole hand, never past its top (at
  // 1024×768 and 768×1024 "Show my cards" left a hand of two under the body's fold, the second card wholly
  // below it). Not on a phone, where it hangs above the bar (table.css) and the question keeps its scroll.
  useLayoutEffect(() => {
    const el = body.current;
    if (!shown || phone || !el) return;
    if (handFirst) {
      el.scrollTop = 0;
      return;
    }
    const hand = el.querySelector('.cards--bar');
    if (!hand) return;
    const box = el.getBoundingClientRect();
    const h = hand.getBoundingClientRect();
    const EDGE = 4;
    const below = h.bottom + EDGE - box.bottom;
    if (below > 0) el.scrollTop += Math.min(below, h.top - EDGE - box.top);
  }, [shown, handFirst, phone]);
  return body;
}

/**
 * "Show my cards" / "Hide my cards". Where the row is narrow (upright tablets) Hide shows only its first word
 * ("Hide", « Cacher »): the whole phrase took three lines there. The phrase stays its name (the short word
 * is drawn by CSS from data-short, with no text for assistive technology).
 */
function CardsButton({ shown }: { shown: boolean }) {
  const reveal = useGame((s) => s.reveal);
  const hide = useGame((s) => s.hide);
  const t = useT();
  return shown ? (
    <button
      type="button"
      className="btn btn--quiet btn--hide-cards"
      data-short={t('play.hideCardsShort')}
      onClick={hide}
    >
      <span className="btn-label-full">{t('play.hideCards')}</span>
    </button>
  ) : (
    <button
      type="button"
      className="btn"
      onClick={reveal}
      {...shortLabel(t('play.showCards'), t('play.showCardsShort'))}
    />
  );
}

/**
 * The turn in the action bar: what to do now and the dice, the guided choice and the cards in
 * a body that may scroll inside itself; every button that answers (Roll, Confirm, Use ability, Show my
 * cards, the pentacle reroll, End turn, Undo) in a row that never scrolls out of sight.
 */
export function TurnPanel({ g, preview }: { g: Guide | null; preview: Preview | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const perform = useGame((s) => s.perform);
  const setError = useGame((s) => s.setError);
  const undo = useGame((s) => s.undo);
  // Why undo cannot go back, as data (a code or the store's barrier: the same value while nothing
  // changes), worded here in the language shown.
  const undoRefused = useGame(undoRefusal);
  const undoWhyNot = undoRefused && problemText(undoRefusalProblem(undoRefused));
  const rerolled = useGame((s) => rerolledThisTurn(s.log, s.summary!.active));
  const draft = useGame((s) => s.ui.draft);
  const revealed = useGame((s) => s.ui.revealed);
  const setDraft = useGame((s) => s.setDraft);
  const active = summary.active;
  const me = summary.titans[active]!;
  const types = new Set(legal.map((a) => a.type));
  // A card or the ability asking its question holds End turn back: ending now would drop the card's play
  // without a word (R9.3: each is finished before the next begins; docs/rulings.md 30). Its answer or its
  // Cancel comes first.
  const open = openQuestion(draft, game.setup.options?.cardNames);
  const canEnd = types.has('endTurn') && open === null;
  const ko = !!me.ko;
  const roll = rollDue(game, legal);
  const role = draftRole(game);
  const canReroll = types.has('reroll');
  const shown = revealed !== null && revealed === playerOfTitan(game, active);
  const canAbility = types.has('ability');
  const abilityDraft = draft?.mode === 'ability';
  // The ability's entry point once the Titan has its die (R8): disabled, with the reason, when not now.
  const abilityButton = (me.die !== null || abilityDraft) && !me.abilityUsed;
  const t = useT();
  // Why the ability cannot be used now, asked of the engine once per render (null when it can).
  const refusal = canAbility ? null : abilityRefusal(game);
  const abilityWhy = canAbility ? null : (refusal?.text ?? t('play.abilityNotNow'));
  // The Titan's own reason (no Titan behind Rassïk…) is said under the buttons without a press — on a
  // phone the greyed button itself gives way; the turn's rules (first turn…) are in the hint already.
  const whyLine = abilityButton && !abilityDraft && refusal?.own ? refusal.text : null;
  // A move's optional choices open (a trap, the Life timing): on a phone the line gives them its room (CSS).
  const whileChoices = g?.action && g.adjustable.length > 0 ? '' : undefined;
  const handFirst = types.has('playBonus');
  const choosing = types.has('chooseDie');
  const question = `${g?.mode}|${g?.ask?.attr.key ?? (g?.action ? 'confirm' : '')}|${roll}|${choosing}|${g?.selectAttr ?? ''}`;
  const phone = usePhoneTable();
  const body = useQuestionScroll(question, choosing, shown, handFirst, phone);
  return (
    <>
      <ActionBody className="turn" label={t('play.yourTurn')} named bodyRef={body}>
        {/* The hand, once shown, first in the body and scrolled to: where the eye is, Play in view
            without scrolling the bar. With no card to play now it comes after the question, which keeps
            its place (a short bar would push its answers out of view). */}
        {shown && me.hand.length > 0 && handFirst && <MyCards hand={me.hand} />}
        <p className="turn-hint">{turnHint(types, TITANS[active].name, ko, roll, role, rerolled)}</p>
        <DicePool />
        <DraftOrder />
        {g && <GuidePanel g={g} preview={preview} />}
        {(!canEnd || undoWhyNot) && (
          <p className="hint turn-why" data-why-disabled="">
            {!canEnd && `${endTurnReason(types, open)} `}
            {undoWhyNot}
          </p>
        )}
        {shown && me.hand.length > 0 && !handFirst && <MyCards hand={me.hand} />}
        {canReroll && <RerollNote />}
        <AutoEndNote />
        <SinceOwnTurn />
      </ActionBody>
      <div className="action-foot turn-buttons">
        {roll && (
          <button
            type="button"
            className="btn btn--primary btn--big"
            data-roll={roll}
            onClick={() => perform({ type: 'roll' })}
          >
            {roll === 'last' ? t('play.rerollAll') : t('play.roll')}
          </button>
        )}
        {g && <GuideButtons g={g} preview={preview} />}
        {abilityButton && (
          <button
            type="button"
            className="btn btn--ability"
            // Not `disabled`: a press says why not, in the engine's words.
            aria-disabled={!canAbility && !abilityDraft ? 'true' : undefined}
            aria-pressed={abilityDraft}
            onClick={() =>
              canAbility || abilityDraft
                ? setDraft(abilityDraft ? null : 'ability')
                : setError(refusal?.problem ?? problem('abilityNotNow'))
            }
            title={abilityWhy ?? TITANS[active].ability}
            aria-describedby={whyLine ? 'ability-why' : undefined}
            {...(abilityDraft
              ? { children: t('play.cancelAbility') }
              : shortLabel(t('play.useAbility'), t('play.useAbilityShort')))}
          />
        )}
        {me.hand.length > 0 && <CardsButton shown={shown} />}
        {canReroll && (
          <button
            type="button"
            className="btn btn--big btn--reroll"
            aria-describedby="reroll-cost"
            onClick={() => perform({ type: 'reroll' })}
          >
            {t('play.rerollPentacle')}
          </button>
        )}
        <button
          type="button"
          // The turn's lead once the die's move is done; not offered while a card or the ability asks its
          // question (that question and its buttons are the turn's now).
          className={`btn btn--end ${canEnd && !types.has('dieAction') ? 'btn--primary btn--big' : 'btn--quiet'}`}
          onClick={() => perform({ type: 'endTurn' })}
          disabled={!canEnd}
          title={canEnd ? t('play.endTurnTitle') : endTurnReason(types, open)}
        >
          {t('play.endTurn')}
        </button>
        <button
          type="button"
          className="btn btn--quiet btn--undo"
          onClick={() => undo()}
          disabled={undoWhyNot !== null}
          title={undoWhyNot ?? t('play.undoTitle')}
        >
          {t('play.undo')}
        </button>
      </div>
      {whyLine && (
        <p id="ability-why" className="action-why" data-ability-why="" data-while-choices={whileChoices}>
          {t('play.abilityWhyLine', { why: whyLine })}
        </p>
      )}
    </>
  );
}
