// The browser's Web Storage, or null where there is none: Node, a sandboxed frame, storage switched off
// (reading the property itself may throw there). Every reader goes through this one guard.
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] !== 'undefined' ? globalThis[kind] : null;
  } catch {
    return null;
  }
}
