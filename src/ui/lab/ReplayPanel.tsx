// The lab's replay panel: a simulated game (src/ui/lab/replay.ts) stepped through action by action on the
// game's board (BoardView, read-only) with its log (src/ui/format.ts). First / Back / Forward / Last
// buttons, a slider, and the keys ← → Home End PageUp PageDown while the panel has focus; clicking a log
// entry jumps there.
import { useEffect, useMemo, useRef, useState } from 'react';
import { spaceName } from '../../engine/board';
import type { Action, GameSetup, TitanId } from '../../engine/types';
import type { BotLevel } from '../../bots/types';
import { BoardView, type BoardToken } from '../board/BoardView';
import { TITANS } from '../meta';
import { buildReplay, stepForKey, type Replay } from './replay';

export function ReplayPanel({
  replay,
  title,
  onClose,
  initialAt = 0,
  linkAt,
}: {
  replay: Replay;
  title: string;
  onClose?: () => void;
  /** The move shown first. */
  initialAt?: number;
  /** The address of this replay at a move (a link to share), if it has one. */
  linkAt?: (at: number) => string;
}) {
  const last = replay.steps.length - 1;
  const [at, setAt] = useState(Math.max(0, Math.min(last, initialAt)));
  const panel = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const step = replay.steps[at];
  const s = step.state;
  const boards = s.course.boards;
  const tokens: BoardToken[] = useMemo(
    () => s.titans.map((t, i) => ({ titan: t.id, space: t.space, ko: t.ko, active: i === s.active })),
    [s],
  );
  const offBoard = s.titans.filter((t) => t.space < 0).map((t) => t.id);
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));

  useEffect(() => panel.current?.focus(), [replay]);
  useEffect(() => {
    logRef.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [at]);

  const winner = s.winner >= 0 ? s.titans[s.winner].id : null;
  const where = winner
    ? `${TITANS[winner].name} has won`
    : `round ${s.round}, ${TITANS[s.titans[s.active].id].name} to act`;
  const actionText = step.lines.map((l) => l.text).join(' · ');

  return (
    <section
      ref={panel}
      className="lab-replay"
      data-testid="replay"
      aria-label={`Replay: ${title}`}
      tabIndex={-1}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).tagName === 'INPUT') return; // the slider handles its own keys
        const n = stepForKey(e.key, at, last);
        if (n === null) return;
        e.preventDefault();
        go(n);
      }}
    >
      <div className="lab-replay-head">
        <h2>Replay: {title}</h2>
        <div className="lab-row">
          {linkAt && (
            <a href={linkAt(at)} data-testid="replay-link">
              Link to this move
            </a>
          )}
          {onClose && (
            <button type="button" onClick={onClose}>
              Close the replay
            </button>
          )}
        </div>
      </div>
      <div className="lab-row lab-replay-controls" role="group" aria-label="Replay controls">
        <button type="button" onClick={() => go(0)} disabled={at === 0} aria-keyshortcuts="Home">
          « First
        </button>
        <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-keyshortcuts="ArrowLeft">
          ◀ Back
        </button>
        <button
          type="button"
          onClick={() => go(at + 1)}
          disabled={at === last}
          aria-keyshortcuts="ArrowRight"
        >
          Forward ▶
        </button>
        <button type="button" onClick={() => go(last)} disabled={at === last} aria-keyshortcuts="End">
          Last »
        </button>
        <label className="lab-field lab-replay-slider">
          Move
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            onChange={(e) => go(Number(e.target.value))}
            aria-valuetext={`move ${at} of ${last}`}
          />
        </label>
      </div>
      <p className="lab-replay-status" role="status" data-testid="replay-status">
        Move {at} of {last} · {where}
        {at > 0 && actionText ? ` · ${actionText}` : ''}
      </p>
      <p className="lab-hint">
        Keys while the replay has focus: ← → one move, Home / End first / last, Page Up / Down ten.
      </p>
      <div className="lab-replay-body">
        <div className="lab-replay-board">
          <BoardView
            boards={boards}
            elements={s.course.elements}
            traps={s.traps}
            tokens={tokens}
            offBoard={offBoard}
            label={`Replay board at move ${at}`}
            boardNames={boards > 1 ? s.course.names : undefined}
          />
        </div>
        <div className="lab-replay-side">
          <table className="lab-table" data-testid="replay-titans">
            <caption>Titans at move {at}</caption>
            <thead>
              <tr>
                <th>Titan</th>
                <th>Bot</th>
                <th>Space</th>
                <th>Lap</th>
                <th>Life</th>
                <th>Cards</th>
              </tr>
            </thead>
            <tbody>
              {s.titans.map((t, i) => (
                <tr key={t.id} aria-current={i === s.active ? 'true' : undefined}>
                  <td>{TITANS[t.id as TitanId].name}</td>
                  <td>{replay.bots[t.id] ?? '—'}</td>
                  <td>{t.space >= 0 ? spaceName(t.space, boards) : 'off the board'}</td>
                  <td>{t.lap > s.laps ? 'finished' : `${t.lap} / ${s.laps}`}</td>
                  <td>{t.ko ? 'knocked out' : `${t.life} / ${t.maxLife}`}</td>
                  <td>{t.hand.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 id="replay-log-h">Log</h3>
          <ol className="lab-replay-log" ref={logRef} aria-labelledby="replay-log-h" data-testid="replay-log">
            {replay.steps.map((st, i) =>
              i === 0 || st.lines.length === 0 ? null : (
                <li
                  key={i}
                  aria-current={i === at ? 'step' : undefined}
                  className={i > at ? 'future' : undefined}
                >
                  <button type="button" className="linkish" onClick={() => go(i)} data-step={i}>
                    <span className="step-no">{i}.</span>{' '}
                    {st.lines.map((l, j) => (
                      <span key={j} className={`replay-line replay-line--${l.kind}`}>
                        {l.text}
                      </span>
                    ))}
                  </button>
                </li>
              ),
            )}
          </ol>
        </div>
      </div>
    </section>
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
              setOpen({ replay: r.replay, title: `game #${k}`, k });
              setError('');
            } else setError(r.message);
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label className="lab-field">
          Replay game number
          <input
            type="number"
            min={0}
            max={Math.max(0, games - 1)}
            value={k}
            onChange={(e) => setK(Math.max(0, Math.min(games - 1, Math.floor(Number(e.target.value) || 0))))}
          />
        </label>
        <button type="submit" disabled={disabled || games === 0}>
          Replay this game
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
