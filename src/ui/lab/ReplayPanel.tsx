// The lab's replay panel: a simulated game (src/ui/lab/replay.ts) stepped through action by action on the
// game's board (BoardView, read-only) with its log (src/ui/format.ts). First / Back / Forward / Last
// buttons, a slider, and the keys ← → Home End PageUp PageDown while the panel has focus; clicking a log
// entry jumps there.
import '../../i18n/labMessages';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { spaceName } from '../../engine/board';
import type { Action, GameSetup, TitanId } from '../../engine/types';
import type { BotLevel } from '../../bots/types';
import { BoardView, type BoardToken } from '../board/BoardView';
import { TITANS } from '../meta';
import { buildReplay, stepForKey, type Replay } from './replay';
import { turnOf, turnStarts, turnStep } from '../game/replayTurns';

/** First / previous turn / Back / Forward / next turn / Last, and the slider. */
function ReplayControls({
  at,
  last,
  starts,
  go,
}: {
  at: number;
  last: number;
  starts: number[];
  go: (n: number) => void;
}) {
  const t = useT();
  return (
    <div className="lab-row lab-replay-controls" role="group" aria-label={t('lab.replayControls')}>
      <button type="button" onClick={() => go(0)} disabled={at === 0} aria-keyshortcuts="Home">
        « {t('lab.first')}
      </button>
      <button
        type="button"
        onClick={() => go(turnStep(starts, at, -1, last))}
        disabled={at === 0}
        data-turn-step="back"
      >
        ⏮ {t('flow.prevTurn')}
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-keyshortcuts="ArrowLeft">
        ◀ {t('lab.back')}
      </button>
      <button type="button" onClick={() => go(at + 1)} disabled={at === last} aria-keyshortcuts="ArrowRight">
        {t('lab.forward')} ▶
      </button>
      <button
        type="button"
        onClick={() => go(turnStep(starts, at, 1, last))}
        disabled={at === last}
        data-turn-step="forward"
      >
        {t('flow.nextTurn')} ⏭
      </button>
      <button type="button" onClick={() => go(last)} disabled={at === last} aria-keyshortcuts="End">
        {t('lab.last')} »
      </button>
      <label className="lab-field lab-replay-slider">
        {t('lab.move')}
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          onChange={(e) => go(Number(e.target.value))}
          aria-valuetext={t('lab.moveOfLower', { at, last })}
        />
      </label>
    </div>
  );
}

/** Where each Titan stands at this move. */
function ReplayTitans({ replay, at }: { replay: Replay; at: number }) {
  const t = useT();
  const s = replay.steps[at].state;
  const boards = s.course.boards;
  return (
    <table className="lab-table" data-testid="replay-titans">
      <caption>{t('lab.titansAtMove', { at })}</caption>
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
  );
}

/** The game's log, this move marked and kept in view; an entry jumps there. */
function ReplayLog({ replay, at, go }: { replay: Replay; at: number; go: (n: number) => void }) {
  const t = useT();
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    logRef.current?.querySelector('[aria-current="step"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [at]);
  return (
    <>
      <h3 id="replay-log-h">{t('lab.log')}</h3>
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
    </>
  );
}

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
  const t = useT();
  const step = replay.steps[at];
  const s = step.state;
  const boards = s.course.boards;
  const tokens: BoardToken[] = useMemo(
    () => s.titans.map((x, i) => ({ titan: x.id, space: x.space, ko: x.ko, active: i === s.active })),
    [s],
  );
  const offBoard = s.titans.filter((x) => x.space < 0).map((x) => x.id);
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));
  // Step by turn too, the single steps still there.
  const starts = useMemo(() => turnStarts(replay.steps), [replay]);

  useEffect(() => panel.current?.focus(), [replay]);

  const winner = s.winner >= 0 ? s.titans[s.winner].id : null;
  const where = winner
    ? t('lab.replayWon', { titan: TITANS[winner].name })
    : t('lab.replayRound', { round: s.round, titan: TITANS[s.titans[s.active].id].name });
  const actionText = step.lines.map((l) => l.text).join(' · ');

  return (
    <section
      ref={panel}
      className="lab-replay"
      data-testid="replay"
      aria-label={t('lab.replayTitle', { title })}
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
        <h2>{t('lab.replayTitle', { title })}</h2>
        <div className="lab-row">
          {linkAt && (
            <a href={linkAt(at)} data-testid="replay-link">
              {t('lab.linkToMove')}
            </a>
          )}
          {onClose && (
            <button type="button" onClick={onClose}>
              {t('lab.closeReplay')}
            </button>
          )}
        </div>
      </div>
      <ReplayControls at={at} last={last} starts={starts} go={go} />
      <p className="lab-replay-status" role="status" data-testid="replay-status">
        {t('lab.moveOf', { at, last })} · {t('flow.turnOf', { n: turnOf(starts, at), total: starts.length })}{' '}
        · {where}
        {at > 0 && actionText ? ` · ${actionText}` : ''}
      </p>
      <p className="lab-hint">{t('lab.replayKeys')}</p>
      <div className="lab-replay-body">
        <div className="lab-replay-board">
          <BoardView
            boards={boards}
            elements={s.course.elements}
            traps={s.traps}
            tokens={tokens}
            offBoard={offBoard}
            label={t('lab.replayBoard', { at })}
            boardNames={boards > 1 ? s.course.names : undefined}
          />
        </div>
        <div className="lab-replay-side">
          <ReplayTitans replay={replay} at={at} />
          <ReplayLog replay={replay} at={at} go={go} />
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
