// The play screen as a table: a header of fixed height, then the board, the Titans' chips, the
// action bar (every decision) and the log, fitted to the viewport by CSS; menus and the hand-off.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useGame } from '../../store/game';
import { BoardView } from '../board/BoardView';
import { EventLog } from './EventLog';
import { PhoneLog, PLAY_LOG_ID } from './PhoneLog';
import { HandOff } from './HandOff';
import { useAnimatedTokens, useGuide, useHoverPath, usePreview, withEntry } from './hooks';
import { TitanPanel } from './TitanPanel';
import { usePlayBoard } from './usePlayBoard';
import { ActionBar } from './ActionBar';
import type { TitanId } from '../../engine/types';
import { useGameSounds } from '../sound/useGameSounds';
import { useDiceMotion } from '../dice/useDiceMotion';
import { useT } from '../../i18n/useT';
import { PlayHeader } from './PlayHeader';
import { focusQuestion, useQuestionFocus } from './questionFocus';
import type { WayBack } from './wayBack';
import './table.css';
import './keys.css';
import '../../i18n/tableMessages';

// The rules load when asked for: not part of the play screen's first paint.
const RulesDialog = lazy(() => import('./Rules').then((m) => ({ default: m.RulesDialog })));

/** The table is shown: the store's bots play (store/bots.ts), each action waiting for the page's animation. */
function useTableAttached(animating: boolean) {
  useEffect(() => useGame.getState().attachTable(), []);
  useEffect(() => useGame.getState().setAnimating(animating), [animating]);
}

/** A chip's details and the phone's menu close on Escape and on a press elsewhere, like any menu. */
function useDismiss(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onDown = (e: PointerEvent) => {
      const el = e.target as Element | null;
      if (!el?.closest?.('[data-titan-panel], .play-menu, .play-menu-toggle')) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, close]);
}

/** Measures "Confirm move" → settled board (main-thread work of the update), for the perf budget. */
function useConfirmTiming(seq: number, animating: boolean) {
  const seqRef = useRef(seq);
  useLayoutEffect(() => {
    if (seqRef.current === seq || animating) return;
    seqRef.current = seq;
    if (typeof performance === 'undefined' || !performance.getEntriesByName) return;
    if (performance.getEntriesByName('tr:confirm', 'mark').length > 0) {
      performance.measure('tr:confirm-to-settled', 'tr:confirm');
      performance.clearMarks('tr:confirm');
    }
  }, [seq, animating]);
}

export function PlayScreen({ onHome, back = null }: { onHome: () => void; back?: WayBack | null }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  // While "Pass the device" is up, the table behind it is inert: neither the keyboard nor a screen reader
  // reaches the pool, the cards or the log behind the screen.
  const handoffOpen = useGame((s) => s.ui.handoff !== null);
  const anim = useGame((s) => s.anim);
  const [rules, setRules] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [openChip, setOpenChip] = useState<TitanId | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenus = useCallback(() => {
    setOpenChip(null);
    setMenuOpen(false);
  }, []);
  useDismiss(openChip !== null || menuOpen, closeMenus);
  const g = useGuide();
  const preview = usePreview(g);
  const hoverPath = useHoverPath(g);
  const { tokens, animating, stepMs } = useAnimatedTokens();
  useGameSounds(stepMs);
  useDiceMotion();
  useTableAttached(animating);
  const botsHalted = useGame((s) => s.botsHalted);
  const boards = game.course.boards;
  // Leaving the table hides every hand; coming back (Home → Resume) starts with the hand-off.
  useEffect(() => () => useGame.getState().coverTable(), []);
  // After each step the keyboard is where the next question is answered (questionFocus.ts); the hand-off's
  // button held it before the device was taken (22 Tabs to the first die, playtest).
  useQuestionFocus();
  const active = summary.active;
  const over = summary.winner !== null;
  const t = useT();
  useConfirmTiming(anim.seq, animating);
  const { selectable, moveTo, selected, routes, onSpace } = usePlayBoard(g, animating);

  // The first move (R9.2): once the start space is chosen, the Titan stands on it, marked as the mover
  // like on any later turn, though the entry is only made with the move (one Confirm for both); so the
  // path drawn from there starts from a Titan on the board, not from the start line.
  const placed = useMemo(() => (animating ? tokens : withEntry(tokens, g)), [tokens, g, animating]);
  const offBoard = placed.filter((t) => t.space < 0).map((t) => t.titan);
  const onBoard = useMemo(() => placed.filter((t) => t.space >= 0), [placed]);
  const traps = useMemo(() => game.traps.slice(), [game.traps]);

  return (
    <div
      className={`play${over ? ' play--over' : ''}`}
      data-active={active}
      data-animating={animating ? 'true' : undefined}
    >
      {/* The first Tab of the page: straight to where the current question is answered. */}
      <a
        className="skip-link"
        href="#turn-banner"
        onClick={(e) => {
          e.preventDefault();
          focusQuestion();
        }}
      >
        {t('play.skipToQuestion')}
      </a>
      <PlayHeader
        onHome={onHome}
        back={back}
        onRules={() => setRules(true)}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((o) => !o)}
        handoff={handoffOpen}
      />
      {/* The table: the board in the middle, the Titans' chips, the action bar, the log; it fits
          the viewport, only its panels scroll inside themselves. */}
      <main className="table" inert={handoffOpen}>
        {/* Five or six Titans: shorter chips on laptops, so the log under them keeps its lines. */}
        <section
          className="table-players"
          aria-labelledby="players-title"
          data-many={game.titans.length >= 5 ? '' : undefined}
        >
          <h2 id="players-title" className="visually-hidden">
            {t('table.players')}
          </h2>
          {game.titans.map((x) => (
            <TitanPanel
              key={x.id}
              titan={x.id}
              open={openChip === x.id}
              onToggle={() => setOpenChip((o) => (o === x.id ? null : x.id))}
            />
          ))}
        </section>
        <div className="table-board play-board">
          <BoardView
            boards={boards}
            elements={game.course.elements}
            traps={traps}
            tokens={onBoard}
            offBoard={offBoard}
            selectable={selectable}
            highlighted={preview?.path ?? hoverPath ?? routes ?? undefined}
            hit={preview?.hits}
            selected={selected}
            selectStyle={g?.selectStyle}
            moveTo={moveTo}
            onSpace={onSpace}
            roving
            stepMs={stepMs}
            boardNames={game.course.names}
            label={t('play.boardLabel', { names: game.course.names.join(', ') })}
          />
        </div>
        <PhoneLog open={logOpen} onToggle={() => setLogOpen((o) => !o)} back={back} />
        <ActionBar
          g={g}
          preview={preview}
          onHome={onHome}
          halted={botsHalted}
          retry={useGame.getState().retryBots}
          animating={animating}
        />
        <div className="play-log" id={PLAY_LOG_ID} data-open={logOpen ? 'true' : undefined}>
          <EventLog />
        </div>
      </main>
      <HandOff back={back} />
      {rules && (
        <Suspense fallback={null}>
          <RulesDialog onClose={() => setRules(false)} />
        </Suspense>
      )}
    </div>
  );
}
