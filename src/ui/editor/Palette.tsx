// The paint tools: one button per element of the circuit format, named by the element, and the eraser.
import '../../i18n/editorMessages';
import { ELEMENTS, type Element } from '../../engine/types';
import { ELEMENT_META } from '../meta';
import { ElementIcon } from '../board/icons';
import { elementLabel } from './elementLabel';
import { useT } from '../../i18n/useT';
import type { Tool } from './useCircuitEditor';

/** Keyboard shortcuts: 1–9 pick the elements in palette order, 0 the eraser. */
export const TOOL_KEYS: Record<string, Tool> = Object.fromEntries([
  ...ELEMENTS.map((e, i) => [String(i + 1), e] as const),
  ['0', null] as const,
]);

export function Palette({ tool, onTool }: { tool: Tool; onTool: (tool: Tool) => void }) {
  const t = useT();
  return (
    <div className="editor-palette" role="group" aria-label={t('editor.paintWith')}>
      {ELEMENTS.map((e: Element, i) => (
        <button
          key={e}
          type="button"
          className="tool"
          aria-pressed={tool === e}
          aria-keyshortcuts={String(i + 1)}
          title={t('editor.toolTitle', { description: ELEMENT_META[e].description, key: i + 1 })}
          data-tool={e}
          onClick={() => onTool(e)}
        >
          <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
            <circle r={14} fill={ELEMENT_META[e].fill} stroke="#888" />
            <ElementIcon element={e} />
          </svg>
          <span>{elementLabel(e)}</span>
        </button>
      ))}
      <button
        type="button"
        className="tool tool--eraser"
        aria-pressed={tool === null}
        aria-keyshortcuts="0"
        title={t('editor.eraserTitle')}
        data-tool="eraser"
        onClick={() => onTool(null)}
      >
        <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
          <circle r={14} fill="#f7f4ec" stroke="#888" />
          <path d="M-8,4 L2,-8 L9,-2 L-1,10 Z" fill="#f19ab0" stroke="#7a3446" strokeWidth="1.2" />
        </svg>
        <span>{t('editor.eraser')}</span>
      </button>
    </div>
  );
}
