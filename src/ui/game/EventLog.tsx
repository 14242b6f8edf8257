// The event log: every action's events in plain words, newest at the bottom, always visible.
import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent } from '../../engine/types';
import { useGame } from '../../store/game';
import { formatEvents, type FormatContext, type LogLine } from '../format';

const cache = new WeakMap<GameEvent[], LogLine[]>();
function linesOf(events: GameEvent[], ctx: FormatContext): LogLine[] {
  let l = cache.get(events);
  if (!l) {
    l = formatEvents(events, ctx);
    cache.set(events, l);
  }
  return l;
}

export function EventLog() {
  const log = useGame((s) => s.log);
  const game = useGame((s) => s.game);
  const ctx = useMemo(
    () => ({ cardNames: game?.setup.options?.cardNames, boards: game?.course.boards }),
    [game?.setup, game?.course.boards],
  );
  const lines = useMemo(() => log.flatMap((entry) => linesOf(entry, ctx)), [log, ctx]);
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log-panel" aria-labelledby="log-title">
      <h2 id="log-title">Game log</h2>
      <ol className="log" role="log" aria-live="polite" ref={ref} tabIndex={0}>
        {lines.map((l, i) => (
          <li key={i} className={`log-line log-line--${l.kind}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
