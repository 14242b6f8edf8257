// The event log: every action's events in plain words, newest at the bottom, always visible.
import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent } from '../../engine/types';
import { currentLang, t as words } from '../../i18n';
import { useLang, useT } from '../../i18n/useT';
import { useGame } from '../../store/game';
import { advance, formatEvents, type FormatContext, type LogLine } from '../format';
import '../../i18n/tableMessages';

// An entry's words depend on the language and on the context before it (the round, whether the dice
// were rolled in it): each entry is worded once per language and context. The context is part of the key
// because a recap (the hand-off, the phone's bar) words a slice of the log from a fresh context.
const cache = new WeakMap<GameEvent[], { lang: string; ctx: FormatContext; lines: LogLine[] }>();
const sameContext = (a: FormatContext, b: FormatContext) =>
  a.round === b.round && a.rolled === b.rolled && a.boards === b.boards && a.cardNames === b.cardNames;
function linesOf(events: GameEvent[], ctx: FormatContext): LogLine[] {
  const lang = currentLang();
  let l = cache.get(events);
  if (!l || l.lang !== lang || !sameContext(l.ctx, ctx)) {
    l = { lang, ctx, lines: formatEvents(events, ctx) };
    cache.set(events, l);
  }
  return l.lines;
}

/**
 * Every entry's lines, each worded against the round and rolls before it. `auto`: the indices in the
 * game's actions of the store's passes for open reaction calls nobody claimed (the store's `auto`; entry
 * i + 1 of the log is action i's): each is said ("Nobody reacted."), before what followed it — the engine's
 * events of a pass say nothing of the call, and the play-test's table saw a call close in silence.
 */
export function logLines(
  log: readonly GameEvent[][],
  base: FormatContext,
  auto: readonly number[] = [],
): LogLine[] {
  const out: LogLine[] = [];
  const passes = new Set(auto.map((i) => i + 1));
  let ctx = base;
  log.forEach((entry, i) => {
    if (passes.has(i)) out.push({ text: words('log.nobodyReacted'), kind: 'line' });
    out.push(...linesOf(entry, ctx));
    ctx = advance(ctx, entry);
  });
  return out;
}

export function EventLog() {
  const log = useGame((s) => s.log);
  const auto = useGame((s) => s.auto);
  const game = useGame((s) => s.game);
  const ctx = useMemo(
    () => ({ cardNames: game?.setup.options?.cardNames, boards: game?.course.boards }),
    [game?.setup, game?.course.boards],
  );
  const lang = useLang();
  const t = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lines are worded in the language `lang`
  const lines = useMemo(() => logLines(log, ctx, auto), [log, ctx, auto, lang]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  // On a phone the log is a sheet, hidden until opened: it opens at its newest line (it opened
  // at the oldest), as it does each time a line is added.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let shown = el.clientHeight > 0;
    const watch = new ResizeObserver(() => {
      const now = el.clientHeight > 0;
      if (now && !shown) el.scrollTop = el.scrollHeight;
      shown = now;
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return (
    <section className="log-panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('log.title')}</h2>
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
