// The event log: every action's events in plain words, newest at the bottom, always visible.
import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent } from '../../engine/types';
import { useGame } from '../../store/game';
import { advance, formatEvents, type FormatContext, type LogLine } from '../format';
import { useT } from '../../i18n/useT';

// An entry's words depend only on the entries before it (the round, whether the dice were rolled in
// it), which never change once written: each entry is worded once.
const cache = new WeakMap<GameEvent[], LogLine[]>();
function linesOf(events: GameEvent[], ctx: FormatContext): LogLine[] {
  let l = cache.get(events);
  if (!l) {
    l = formatEvents(events, ctx);
    cache.set(events, l);
  }
  return l;
}

/** Every entry's lines, each worded against the round and rolls before it. */
export function logLines(log: readonly GameEvent[][], base: FormatContext): LogLine[] {
  const out: LogLine[] = [];
  let ctx = base;
  for (const entry of log) {
    out.push(...linesOf(entry, ctx));
    ctx = advance(ctx, entry);
  }
  return out;
}

export function EventLog() {
  const log = useGame((s) => s.log);
  const game = useGame((s) => s.game);
  const ctx = useMemo(
    () => ({ cardNames: game?.setup.options?.cardNames, boards: game?.course.boards }),
    [game?.setup, game?.course.boards],
  );
  const lines = useMemo(() => logLines(log, ctx), [log, ctx]);
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log-panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('play.gameLog')}</h2>
      {/* role="log" on a wrapper: on the <ol> itself it would take away the list's semantics. */}
      <div className="log" role="log" aria-live="polite" aria-labelledby="log-title" ref={ref} tabIndex={0}>
        <ol className="log-list">
          {lines.map((l, i) => (
            <li key={i} className={`log-line log-line--${l.kind}`}>
              {l.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
