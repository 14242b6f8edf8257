// A replay link (#/lab?replay=…) opened in the lab: the link is read at once, the game it
// names is played again in a Web Worker (src/sim/browser-replay-worker.ts) — six master bots over nine
// laps take tens of seconds, which froze the tab when done on the page — with the moves played so far
// and a Cancel, then the replay is rebuilt here (milliseconds). A new link or leaving the lab stops the
// worker. Without Worker (jsdom), the game is played in this thread after the first paint.
import { replaceAddress } from '../route';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkedGame, PlayedGame } from '../../sim/linked-game';
import {
  openReplayLink,
  readReplayLink,
  replayFailed,
  replayOfGame,
  replayParam,
  type OpenedReplay,
} from './replayLink';

export type LinkedReplay = null | { playing: true; k: number; moves: number } | OpenedReplay;

type FromWorker =
  | { type: 'progress'; moves: number }
  | { type: 'done'; game: PlayedGame }
  | { type: 'error'; message: string };

/** Play `game` in a worker; returns its stop function. */
function playInWorker(
  game: LinkedGame,
  onMoves: (moves: number) => void,
  onDone: (r: OpenedReplay) => void,
  at: number | undefined,
  param: string,
): () => void {
  if (typeof Worker === 'undefined') {
    const timer = setTimeout(() => onDone(openReplayLink(param)), 0);
    return () => clearTimeout(timer);
  }
  const worker = new Worker(new URL('../../sim/browser-replay-worker.ts', import.meta.url), {
    type: 'module',
    name: 'titan-replay',
  });
  const fail = (why: string) => onDone(replayFailed(why));
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'progress') onMoves(m.moves);
    else {
      worker.terminate();
      if (m.type === 'done') onDone(replayOfGame(m.game, game.k, at));
      else fail(m.message);
    }
  };
  worker.onerror = (e) => {
    worker.terminate();
    fail(e.message || 'worker');
  };
  worker.postMessage(game);
  return () => worker.terminate();
}

/** What the address's link shows at first: nothing, its error, or its game being played. */
function shownFirst(): LinkedReplay {
  const param = replayParam(window.location.hash);
  if (param === null) return null;
  const read = readReplayLink(param);
  return read.ok ? { playing: true, k: read.game.k, moves: 0 } : read;
}

/**
 * Play the address's link, if it has one (the previous one stopped by `halt` first); returns its stop.
 * `announce`: show its state now (a new link; the first one is shownFirst).
 */
function launch(announce: boolean, set: (s: LinkedReplay) => void, halt: () => void): (() => void) | null {
  const param = replayParam(window.location.hash);
  if (param === null) return null;
  halt();
  const read = readReplayLink(param);
  if (!read.ok) {
    if (announce) set(read);
    return null;
  }
  const k = read.game.k;
  if (announce) set({ playing: true, k, moves: 0 });
  let live = true;
  const stopWorker = playInWorker(
    read.game,
    (moves) => live && set({ playing: true, k, moves }),
    (r) => {
      if (!live) return;
      live = false;
      set(r);
    },
    read.at,
    param,
  );
  return () => {
    live = false;
    stopWorker();
  };
}

/** The lab's linked replay: its state, and `close` (also Cancel while it is being played). */
export function useLinkedReplay(): { linked: LinkedReplay; close: () => void } {
  const [linked, setLinked] = useState<LinkedReplay>(shownFirst);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    const halt = () => {
      stop.current?.();
      stop.current = null;
    };
    stop.current = launch(false, setLinked, halt);
    const onHash = () => {
      const next = launch(true, setLinked, halt);
      if (next) stop.current = next;
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      halt();
    };
  }, []);

  const close = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setLinked(null);
    const [path, query] = window.location.hash.split('?');
    const rest = (query ?? '').split('&').filter((p) => p && !p.startsWith('replay='));
    replaceAddress(`${path || '#/lab'}${rest.length ? `?${rest.join('&')}` : ''}`);
  }, []);

  return { linked, close };
}
