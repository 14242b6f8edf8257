// Test doubles for the circuit library's store (src/store/db.ts collections over fake-indexeddb):
// fresh collections, two "tabs" over one database that hear each other's writes, and stores that fail.
import 'fake-indexeddb/auto';
import { collection, type Collection } from '../../src/store/db';
import type { LibraryRecord } from '../../src/editor/library';

let n = 0;

/** A new, empty IndexedDB collection (its own database). */
export function freshCollection<T = LibraryRecord>(): Collection<T> {
  return collection<T>(`circuits-test-${++n}-${Math.random().toString(36).slice(2)}`);
}

export interface TabPair<T = LibraryRecord> {
  a: Collection<T>;
  b: Collection<T>;
  /** While held, the tabs' change messages wait (as if the other tab had not heard yet). */
  hold(): void;
  /** Deliver the held messages. */
  release(): void;
}

/**
 * Two tabs on one database. In one process both collections share db.ts's tab id, so the
 * BroadcastChannel would not carry messages between them; this pair tells each tab of the other's
 * successful writes, as the channel does between real tabs.
 */
export function tabPair<T = LibraryRecord>(): TabPair<T> {
  const base = freshCollection<T>();
  const listeners = [new Set<(id: string) => void>(), new Set<(id: string) => void>()];
  let held: (() => void)[] | null = null;
  const send = (to: number, id: string) => {
    const deliver = () => {
      for (const l of [...listeners[to]]) l(id);
    };
    if (held) held.push(deliver);
    else deliver();
  };
  const make = (i: number): Collection<T> => ({
    list: () => base.list(),
    get: (id) => base.get(id),
    put: async (id, data, rev) => {
      const r = await base.put(id, data, rev);
      if (r.ok) send(1 - i, id);
      return r;
    },
    remove: async (id) => {
      const r = await base.remove(id);
      if (r.ok) send(1 - i, id);
      return r;
    },
    onChange: (l) => {
      listeners[i].add(l);
      return () => void listeners[i].delete(l);
    },
  });
  return {
    a: make(0),
    b: make(1),
    hold: () => void (held ??= []),
    release: () => {
      const q = held ?? [];
      held = null;
      for (const d of q) d();
    },
  };
}

/**
 * The browser's storage full: every IndexedDB put throws a QuotaExceededError (as Chromium does), until
 * the returned function is called.
 */
export function storageFull(): () => void {
  const proto = IDBObjectStore.prototype;
  const original = proto.put;
  proto.put = function () {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return () => {
    proto.put = original;
  };
}

/** A store that cannot be opened at all (storage switched off): every call fails like db.ts reports it. */
export function storageOff(): Collection<LibraryRecord> {
  const message = 'The browser’s storage could not be read (it may be switched off or in private mode).';
  const write = 'The browser refused to save (storage may be switched off or in private mode).';
  return {
    list: async () => ({ ok: false, problem: { code: 'readRefused' }, message }),
    get: async () => ({ ok: false, problem: { code: 'readRefused' }, message }),
    put: async () => ({ ok: false, reason: 'failed', problem: { code: 'storageRefused' }, message: write }),
    remove: async () => ({
      ok: false,
      reason: 'failed',
      problem: { code: 'storageRefused' },
      message: write,
    }),
    onChange: () => () => {},
  };
}

/** A sessionStorage stand-in: one per simulated tab. */
export function tabStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

export const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
