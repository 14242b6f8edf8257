// Between players on a shared screen: "Pass the device to …" — hides everything private until dismissed.
import { useEffect, useMemo, useRef } from 'react';
import { previousSeat } from '../../engine';
import { useGame } from '../../store/game';
import { handoffRolls, handoffTakesDie, passedUndoable } from '../../store/selectors';
import { Die } from './Die';
import { poolCaption } from './DicePool';
import { TITANS } from '../meta';
import { recapOf } from './recap';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';
import type { WayBack } from './wayBack';
import { BackLink } from './PlayHeader';
import { useSettled } from '../useSettled';
import { playerName } from '../playerName';

/** `back`: the page the game was opened from (the editor, the lab), reachable without taking the device. */
export function HandOff({ back = null }: { back?: WayBack | null }) {
  const player = useGame((s) => s.ui.handoff);
  const game = useGame((s) => s.game);
  const names = useGame((s) => s.names);
  const dismiss = useGame((s) => s.dismissHandoff);
  const log = useGame((s) => s.log);
  const auto = useGame((s) => s.auto);
  const since = useGame((s) => (player === null ? 0 : (s.seen[player] ?? null)));
  // Nothing to decide before the roll: the one press takes the device and rolls.
  const rolls = useGame(handoffRolls);
  // Nothing but a die to take (the draft): the dice are public, so the same press may take one.
  const takes = useGame(handoffTakesDie);
  const dice = useGame((s) => s.summary?.dice);
  // The player who just ended their turn still holds the device: they may take the End turn back.
  const canUndoEnd = useGame(passedUndoable);
  const undo = useGame((s) => s.undo);
  const ref = useRef<HTMLButtonElement>(null);
  const t = useT();
  const settled = useSettled(game);
  // What happened since this player last took the device: public events only, as the log words them
  // (a call nobody claimed too: "Nobody reacted.").
  // The latest turn in full (never cut before the push that caused things), earlier ones folded.
  const recap = useMemo(() => {
    if (since === null || !game) return { latest: [], earlier: [] };
    const ctx = { cardNames: game.setup.options?.cardNames, boards: game.course.boards };
    return recapOf(log, since, ctx, auto);
  }, [log, since, game, auto]);
  useEffect(() => {
    ref.current?.focus();
  }, [player]);
  if (player === null || !game) return null;
  const name = playerName(names, player);
  const titans = (game.players[player] ?? []).map((i) => TITANS[game.titans[i].id].name).join(' & ');
  // Say why the device comes back: a decision in the middle of someone else's turn, or a turn.
  const p = game.pending;
  const forDecision = p !== null && (game.players[player] ?? []).includes(p.titan);
  const reason = forDecision
    ? // A reaction is not named: in games where only holders are asked, that would say more than needed.
      t(p.kind === 'pirates' ? 'play.handoffPirates' : 'play.handoffDecision', {
        titan: TITANS[game.titans[p.titan].id].name,
        active: TITANS[game.titans[game.active].id].name,
      })
    : t('play.handoffTurn', { active: TITANS[game.titans[game.active].id].name });
  return (
    // Not aria-modal: what must stay out of reach (the table, the title) is inert already, and the game's
    // menu over the hand-off (Rules, Settings, leave) must stay reachable by a screen reader too — an
    // aria-modal dialog hides everything outside it from the reader's browse mode.
    <div
      className={takes ? 'overlay overlay--see-board' : 'overlay'}
      role="dialog"
      aria-labelledby="handoff-title"
      data-handoff={forDecision ? 'decision' : 'turn'}
    >
      <div className="overlay-box handoff-box">
        <h2 id="handoff-title">{t('play.passTo', { name })}</h2>
        <p>{reason}</p>
        <p>{t('play.handoffPlays', { name, titans })}</p>
        {recap.latest.length > 0 && (
          // Scrolls inside itself on a short screen, so the buttons under it stay in view (focusable to scroll).
          <section className="handoff-recap" aria-label={t('play.sinceLast')} data-recap="" tabIndex={0}>
            <h3>{t('play.sinceLast')}</h3>
            {recap.earlier.length > 0 && (
              <details className="handoff-earlier" data-recap-earlier="">
                <summary>{t('play.earlierEvents', { n: recap.earlier.length })}</summary>
                <ul>
                  {recap.earlier.map((l, i) => (
                    <li key={i}>{l.text}</li>
                  ))}
                </ul>
              </details>
            )}
            <ul data-recap-latest="">
              {recap.latest.map((l, i) => (
                <li key={i}>{l.text}</li>
              ))}
            </ul>
          </section>
        )}
        <button
          ref={ref}
          type="button"
          className="btn btn--primary btn--big"
          data-handoff-roll={rolls ?? undefined}
          onClick={() => dismiss(rolls ? 'roll' : undefined)}
        >
          {rolls === 'last'
            ? t('flow.iAmReroll', { name })
            : rolls
              ? t('flow.iAmRoll', { name })
              : t('play.iAm', { name })}
        </button>
        {takes && dice && dice.length > 0 && (
          <div
            className="handoff-dice"
            role="group"
            aria-labelledby="handoff-dice-title"
            data-handoff-dice=""
          >
            <p id="handoff-dice-title">{t('play.handoffTakeDie', { name })}</p>
            <div className="pool">
              {dice.map((f, i) => (
                <Die
                  key={`${i}${f}`}
                  face={f}
                  caption={poolCaption(game, f)}
                  onChoose={() => dismiss({ die: i })}
                />
              ))}
            </div>
          </div>
        )}
        {canUndoEnd && (
          <button
            type="button"
            className="btn btn--quiet handoff-undo"
            data-handoff-undo=""
            // It appears where "End turn" was (the automatic end of turn): not for a tap aimed at that.
            disabled={!settled}
            onClick={() => undo()}
          >
            {t('play.handoffUndoEnd', { titan: TITANS[game.titans[previousSeat(game)].id].name })}
          </button>
        )}
        {back && <BackLink back={back} className="btn btn--quiet handoff-back" />}
      </div>
    </div>
  );
}
