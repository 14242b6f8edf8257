// The editor's keys: Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z (⌘ on a Mac) undo and redo, and 1–9 / 0 pick a tool
// outside text fields.
import { useEffect } from 'react';
import { TOOL_KEYS } from './Palette';
import type { Tool } from './useCircuitEditor';

function isTextField(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

export function useEditorKeys(undo: () => void, redo: () => void, setTool: (t: Tool) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && !e.altKey && (k === 'z' || k === 'y')) {
        if ((e.target as HTMLInputElement | null)?.type === 'file') return;
        e.preventDefault();
        if (k === 'y' || e.shiftKey) redo();
        else undo();
        return;
      }
      if (!mod && !e.altKey && !isTextField(e.target) && e.key in TOOL_KEYS) setTool(TOOL_KEYS[e.key]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, setTool]);
}
