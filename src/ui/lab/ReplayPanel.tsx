// A replay: a game (src/ui/lab/replay.ts) stepped through action by action on its board (BoardView,
// read-only) with the Titans' standings and the numbered log. It is a screen of its own over the page —
// the end screen's "Replay this game" and every replay in the lab — laid out like the table: the board
// scaled to its cell and always whole, the step controls in a fixed row, the log scrolling in its box, the
// page never scrolling. Keys anywhere while it is open: ← → a move, ↑ ↓ a turn, Home End, PageUp PageDown,
// Escape closes.
import '../../i18n/labMessages';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { spaceName } from '../../engine/board';
import type { Action, GameSetup, TitanId } from '../../engine/types';
import type { BotLevel } from '../../bots/types';
import { BoardView, type BoardToken } from '../board/BoardView';
import { boardSize } from '../board/geometry';
import { shownCircuitName, TITANS } from '../meta';
import { buildReplay, stepForKey, type Replay } from './replay';
import { turnOf, turnStarts } from '../game/replayTurns';
import { ReplayControls } from './ReplayControls';
import { ReplayLog } from './ReplayLog';
import './replay.css';

/** Where each Titan stands at this move. */
function ReplayTitans({ replay, at }: { replay: Replay; at: number }) {
  const t = useT();
  const s = replay.steps[at].state;
  const boards = s.course.boards;
  return (
    <div className="replay-titans-box">
      <table className="replay-titans" data-testid="replay-titans">
        <caption className="visually-hidden">{t('lab.titansAtMove', { at })}</caption>
        <thead>
          <tr>
            <th>{t('lab.titan')}</th>
            <th>{t('lab.bot')}</th>
            <th>{t('lab.space')}</th>
            <th>{t('lab.lap')}</th>
            <th>{t('lab.life')}</th>
            <th>{t('lab.cards')}</th>
          </tr>
        </thead>
        <tbody>
          {s.titans.map((x, i) => (
            <tr key={x.id} aria-current={i === s.active ? 'true' : undefined}>
              <td>{TITANS[x.id as TitanId].name}</td>
              <td>{replay.bots[x.id] ?? '—'}</td>
              <td>{x.space >= 0 ? spaceName(x.space, boards) : t('lab.offBoard')}</td>
              <td>{x.lap > s.laps ? t('lab.finished') : `${x.lap} / ${s.laps}`}</td>
              <td>{x.ko ? t('lab.knockedOut') : `${x.life} / ${x.maxLife}`}</td>
              <td>{x.hand.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The step keys, from anywhere on the page while the replay is open (a field keeps its own keys). */
function useStepKeys(
  at: number,
  last: number,
  starts: readonly number[],
  go: (n: number) => void,
  onClose?: () => void,
) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA')) return;
      if (e.key === 'Escape' && onClose) {
        e.preventDefault();
        onClose();
        return;
      }
      const n = stepForKey(e.key, at, last, starts);
      if (n === null) return;
      e.preventDefault();
      go(n);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [at, last, starts, go, onClose]);
}

/**
 * While the replay covers the page, the page under it neither scrolls nor takes the focus (inert); when
 * it closes, the focus goes back to what opened it.
 */
function useCoverPage() {
  useEffect(() => {
    const root = document.documentElement;
    const app = document.getElementById('root');
    const opener = document.activeElement as HTMLElement | null;
    root.classList.add('replay-open');
    app?.setAttribute('inert', '');
    return () => {
      root.classList.remove('replay-open');
      app?.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);
}

export function ReplayPanel({
  replay,
  title,
  onClose,
  initialAt = 0,
  linkAt,
  dialogLabel,
}: {
  replay: Replay;
  title: string;
  onClose?: () => void;
  /** The move shown first. */
  initialAt?: number;
  /** The address of this replay at a move (a link to share), if it has one. */
  linkAt?: (at: number) => string;
  /** The dialog's name (default: the heading). */
  dialogLabel?: string;
}) {
  const last = replay.steps.length - 1;
  const [at, setAt] = useState(Math.max(0, Math.min(last, initialAt)));
  // On a phone the body shows the board or the Titans and the log (elsewhere both, side by side).
  const [view, setView] = useState<'board' | 'log'>('board');
  const panel = useRef<HTMLElement>(null);
  const t = useT();
  const step = replay.steps[at];
  const s = step.state;
  const boards = s.course.boards;
  const tokens: BoardToken[] = useMemo(
    () => s.titans.map((x, i) => ({ titan: x.id, space: x.space, ko: x.ko, active: i === s.active })),
    [s],
  );
  const offBoard = s.titans.filter((x) => x.space < 0).map((x) => x.id);
  const go = useMemo(() => (n: number) => setAt(Math.max(0, Math.min(last, n))), [last]);
  // Step by turn too, the single steps still there.
  const starts = useMemo(() => turnStarts(replay.steps), [replay]);
  useStepKeys(at, last, starts, go, onClose);
  useCoverPage();
  useEffect(() => panel.current?.focus(), [replay]);

  const winner = s.winner >= 0 ? s.titans[s.winner].id : null;
  const where = winner
    ? t('lab.replayWon', { titan: TITANS[winner].name })
    : t('lab.replayRound', { round: s.round, titan: TITANS[s.titans[s.active].id].name });
  const actionText = step.lines.map((l) => l.text).join(' · ');
  const size = boardSize(boards);
  const heading = t('lab.replayTitle', { title });

  // On the page's body: inside the table's action bar or the lab's columns, their stacking and their
  // styles would reach it.
  return createPortal(
    <div className="replay-screen" role="dialog" aria-modal="true" aria-label={dialogLabel ?? heading}>
      <section
        ref={panel}
        className="replay"
        data-testid="replay"
        aria-label={heading}
        tabIndex={-1}
        data-view={view}
        style={{ '--board-ratio': size.width / size.height } as CSSProperties}
      >
        <div className="replay-head">
          <h2>{heading}</h2>
          {linkAt && (
            <a href={linkAt(at)} data-testid="replay-link">
              {t('lab.linkToMove')}
            </a>
          )}
          <button
            type="button"
            className="btn replay-view-toggle"
            onClick={() => setView(view === 'board' ? 'log' : 'board')}
            data-replay-view=""
          >
            {view === 'board' ? t('lab.replayShowLog') : t('lab.replayShowBoard')}
          </button>
          {onClose && (
            <button
              type="button"
              className="btn replay-close"
              onClick={onClose}
              aria-label={t('lab.closeReplay')}
            >
              <span className="replay-close-long">{t('lab.closeReplay')}</span>
              <span className="replay-close-short">{t('common.close')}</span>
            </button>
          )}
        </div>
        <ReplayControls at={at} last={last} starts={starts} go={go} />
        <div className="replay-status-row">
          <p className="replay-status" role="status" data-testid="replay-status">
            {t('lab.moveOf', { at, last })} ·{' '}
            {t('flow.turnOf', { n: turnOf(starts, at), total: starts.length })} · {where}
            {at > 0 && actionText ? ` · ${actionText}` : ''}
          </p>
          <p className="replay-keys" data-testid="replay-keys">
            {t('lab.replayKeys')}
          </p>
        </div>
        <div className="replay-board">
          <BoardView
            boards={boards}
            elements={s.course.elements}
            traps={s.traps}
            tokens={tokens}
            offBoard={offBoard}
            label={t('lab.replayBoard', { at })}
            boardNames={boards > 1 ? s.course.names.map(shownCircuitName) : undefined}
          />
        </div>
        <div className="replay-side">
          <ReplayTitans replay={replay} at={at} />
          <ReplayLog replay={replay} starts={starts} at={at} go={go} shown={view} />
        </div>
      </section>
    </div>,
    document.body,
  );
}

/** "Replay game number k" for a batch of simulated games, and the replay it opens. */
export function ReplayChooser({
  games,
  load,
  disabled,
  linkOf,
}: {
  /** The address of game k at a move. */
  linkOf?: (k: number, at: number) => string;
  /** Games played (0 … games − 1). */
  games: number;
  load: (k: number) => { setup: GameSetup; actions: Action[]; bots: Partial<Record<TitanId, BotLevel>> };
  disabled?: boolean;
}) {
  const t = useT();
  const [k, setK] = useState(0);
  const [open, setOpen] = useState<{ replay: Replay; title: string; k: number } | null>(null);
  const [error, setError] = useState('');
  return (
    <div className="lab-replay-chooser">
      <form
        className="lab-row"
        onSubmit={(e) => {
          e.preventDefault();
          try {
            const g = load(k);
            const r = buildReplay(g.setup, g.actions, g.bots);
            if (r.ok) {
              setOpen({ replay: r.replay, title: t('lab.gameNo', { k }), k });
              setError('');
            } else setError(problemText(r.error));
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label className="lab-field">
          {t('lab.replayGameNumber')}
          <input
            type="number"
            min={0}
            max={Math.max(0, games - 1)}
            value={k}
            onChange={(e) => setK(Math.max(0, Math.min(games - 1, Math.floor(Number(e.target.value) || 0))))}
          />
        </label>
        <button type="submit" disabled={disabled || games === 0}>
          {t('lab.replayThisGame')}
        </button>
      </form>
      {error && <p className="lab-error">{error}</p>}
      {open && (
        <ReplayPanel
          replay={open.replay}
          title={open.title}
          onClose={() => setOpen(null)}
          linkAt={linkOf ? (at) => linkOf(open.k, at) : undefined}
        />
      )}
    </div>
  );
}
