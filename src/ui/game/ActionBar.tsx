// The action bar: one place, always in view, for whose turn it is, what to do now and every
// button that answers it — the turn's controls, a pending decision (pirates, reactions), a bot at work, the
// end of the race. Its body may scroll inside itself; the row of buttons and the banner never do. On a
// phone it is pinned at the bottom of the screen, under the thumb (CSS).
import { useEffect } from 'react';
import type { Guide, Preview } from '../../store/guide';
import { botDecides, useGame } from '../../store/game';
import { draftRole, rollDue } from '../../store/guide';
import { TITANS } from '../meta';
import { TitanSwatch } from './TitanSwatch';
import { PendingPrompt } from './PendingPrompt';
import { ReactionCall } from './ReactionCall';
import { callOpen } from '../../store/reactionCall';
import { BotTurn, draftStatus, TurnPanel } from './TurnPanel';
import { WinButtons, WinScreen } from './WinScreen';
import { ActionBody } from './ActionBody';
import { explain, useExplained } from './explain';
import { Messages, SaveFailure } from './Messages';
import { botLabel } from './botLabel';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

/** Whose turn, the round, and what the draft asks of the active Titan: one line that never moves the board. */
function TurnBanner() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const legal = useGame((s) => s.legal);
  const bots = useGame((s) => s.bots);
  const switchedFrom = useGame((s) => s.ui.switchedFrom ?? null);
  const t = useT();
  const over = summary.winner !== null;
  // Once the race is over the banner is the winner's (a Titan pushed over the line on another's
  // turn left the mover's swatch and colour beside "Race over").
  const active = summary.winner ?? summary.active;
  // The person who last decided for another of their Titans now plays this one, the device never passed
  // (R12.1, a bot between their Titans): said here, in the live heading, where the eyes already are. (A
  // decision in the middle of a turn names its Titan in its own prompt.)
  const from =
    switchedFrom === null || over || summary.pending || bots[active] ? null : game.titans[switchedFrom]?.id;
  const dice = over
    ? ''
    : draftStatus(
        rollDue(game, legal),
        draftRole(game),
        legal.some((a) => a.type === 'chooseDie'),
      );
  return (
    <h2
      id="turn-banner"
      // Where the focus waits while nothing is asked of this device (a bot plays): questionFocus.ts.
      tabIndex={-1}
      className="turn-banner"
      style={{ borderColor: TITANS[active].colour }}
      aria-live="polite"
    >
      <TitanSwatch titan={active} />
      <span className="turn-banner-text">
        {over
          ? t('play.raceOverBanner')
          : t('play.banner', { round: summary.round, titan: TITANS[active].name })}
        {!over && bots[active] && ` (${botLabel(bots[active])})`}
        {from && from !== active && (
          <span className="turn-banner-switch" data-other-titan={from}>
            {' '}
            {t('play.otherTitan', { from: TITANS[from].name })}
          </span>
        )}
        {dice && !summary.pending && <span className="turn-banner-draft"> — {dice}</span>}
        {summary.pending &&
          !over &&
          ` — ${t('play.waitingFor', { titan: TITANS[summary.pending.titan].name })}`}
      </span>
    </h2>
  );
}

/** How long the answer to a wrong tap on the board stays over the bar's body (it is read out at once). */
const WRONG_TAP_MS = 6000;

/**
 * The answer to a tap on a space not offered ("click…" problems) hangs over the body, then goes by itself;
 * so does what a tapped thing is (explain.ts), which also goes at the next change of the game or choice.
 */
function useWrongTapFades(): void {
  const error = useGame((s) => s.error);
  const clear = useGame((s) => s.clearMessages);
  const about = useExplained((s) => s.text);
  const game = useGame((s) => s.game);
  const draft = useGame((s) => s.ui.draft);
  useEffect(() => {
    if (!error?.code.startsWith('click')) return;
    const id = setTimeout(clear, WRONG_TAP_MS);
    return () => clearTimeout(id);
  }, [error, clear]);
  useEffect(() => {
    if (about === null) return;
    const id = setTimeout(() => explain(null), WRONG_TAP_MS);
    return () => clearTimeout(id);
  }, [about]);
  useEffect(() => () => explain(null), [game, draft]);
}

export function ActionBar({
  g,
  preview,
  onHome,
  halted,
  retry,
  animating = false,
}: {
  g: Guide | null;
  preview: Preview | null;
  onHome: () => void;
  halted: boolean;
  retry: () => void;
  /** The tokens are still moving (an open reaction call waits for them before its pause starts). */
  animating?: boolean;
}) {
  const summary = useGame((s) => s.summary)!;
  const call = useGame(callOpen);
  const bot = useGame(botDecides);
  const t = useT();
  const over = summary.winner !== null;
  useWrongTapFades();
  return (
    <section
      className={`action-bar${over ? ' action-bar--over' : ''}`}
      data-action-bar=""
      aria-labelledby="turn-banner"
    >
      <TurnBanner />
      <div className="action-messages">
        <SaveFailure />
        <Messages />
        {halted && (
          <div className="msg msg--error" data-bots-halted="">
            <span>{t('play.botsHalted')}</span>
            <button type="button" className="btn btn--small" onClick={retry}>
              {t('play.retry')}
            </button>
          </div>
        )}
      </div>
      {over ? (
        <>
          <ActionBody label={t('table.actionBody')}>
            <WinScreen />
          </ActionBody>
          <WinButtons onHome={onHome} />
        </>
      ) : bot ? (
        <ActionBody label={t('table.actionBody')}>
          <BotTurn />
        </ActionBody>
      ) : call ? (
        <ActionBody label={t('table.actionBody')}>
          <ReactionCall animating={animating} />
        </ActionBody>
      ) : summary.pending ? (
        <ActionBody label={t('table.actionBody')}>
          <PendingPrompt animating={animating} />
        </ActionBody>
      ) : (
        <TurnPanel g={g} preview={preview} />
      )}
    </section>
  );
}
