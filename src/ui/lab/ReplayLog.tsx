// The replay's log: a numbered list of turns, each a numbered list of its moves (the move numbers are
// the status line's "Move n"). The move shown is marked and kept in view by scrolling the log's own box,
// never the page; the moves after it are greyed; a move jumps there.
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { formatEvents } from '../format';
import type { Replay } from './replay';
import '../../i18n/labMessages';

/** A turn of the log: its number, the heading line that opened it ("Round 1 — Craken's turn"), its moves. */
interface LogTurn {
  turn: number;
  heading: string | null;
  steps: number[];
}

/**
 * The moves with words in them, grouped by the turn they belong to. The step that ends a turn (End turn,
 * the winning move) is listed under that turn — its "Round n — X's turn" line heads the next one — though
 * the position after it is the next turn's start (the status line and "Next turn" count it there).
 */
/** The first turn's heading: no action started it (the game opens in it), so it is worded from the start
 * position as the game's log words it ("Round 1 — Grinder's turn"); the log said only "Turn 1". */
function firstTurn(replay: Replay) {
  const s = replay.steps[0].state;
  const titan = s.titans[s.active]?.id;
  return titan ? formatEvents([{ type: 'turnStarted', titan, round: s.round }]) : [];
}

function turnsOf(replay: Replay, starts: readonly number[]): LogTurn[] {
  const out: LogTurn[] = [];
  const said = (s: number) => replay.steps[s].lines.some((l) => l.kind !== 'turn');
  starts.forEach((from, i) => {
    const to = i + 1 < starts.length ? starts[i + 1] : replay.steps.length - 1;
    const steps: number[] = [];
    for (let s = from + 1; s <= to; s++) if (said(s)) steps.push(s);
    const heading =
      (from > 0 ? replay.steps[from].lines : firstTurn(replay))
        .filter((l) => l.kind === 'turn')
        .map((l) => l.text)
        .join(' ') || null;
    if (steps.length) out.push({ turn: i + 1, heading, steps });
  });
  return out;
}

/** Scroll `box` (not the page) just enough that `item` is inside it. */
function keepInBox(box: HTMLElement, item: HTMLElement) {
  const b = box.getBoundingClientRect();
  const r = item.getBoundingClientRect();
  if (r.top < b.top) box.scrollTop -= b.top - r.top + 4;
  else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom + 4;
}

export function ReplayLog({
  replay,
  starts,
  at,
  go,
  shown,
}: {
  replay: Replay;
  starts: readonly number[];
  at: number;
  go: (n: number) => void;
  /** Changes when the log comes into view (a phone's Log button): the move shown is brought into its box. */
  shown?: unknown;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const turns = useMemo(() => turnsOf(replay, starts), [replay, starts]);
  useEffect(() => {
    const item = box.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (box.current && item) keepInBox(box.current, item);
  }, [at, shown]);
  return (
    <section className="replay-log" aria-labelledby="replay-log-h">
      <h3 id="replay-log-h">{t('lab.log')}</h3>
      <div className="replay-log-box" ref={box} tabIndex={0}>
        <ol className="replay-turns" data-testid="replay-log">
          {turns.map(({ turn, heading, steps }) => (
            <li key={turn} className="replay-turn" data-turn={turn}>
              <span className="turn-no">
                {t('lab.turnN', { n: turn })}
                {heading && <span className="turn-heading"> · {heading}</span>}
              </span>
              <ol className="replay-moves">
                {steps.map((i) => (
                  <li
                    key={i}
                    aria-current={i === at ? 'step' : undefined}
                    className={i > at ? 'future' : undefined}
                  >
                    <button type="button" onClick={() => go(i)} data-step={i}>
                      <span className="step-no">{i}</span>
                      <span className="step-lines">
                        {replay.steps[i].lines.map((l, j) =>
                          l.kind === 'turn' ? null : (
                            <span key={j} className={`replay-line replay-line--${l.kind}`}>
                              {l.text}
                            </span>
                          ),
                        )}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
