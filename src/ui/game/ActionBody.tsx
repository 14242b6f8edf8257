// The action bar's body: it may scroll inside itself on a phone. A region that scrolls with
// nothing focusable in it (a long preview, a pending prompt's text) is out of a keyboard's reach, so while
// its content overflows it is focusable, named and ringed when focused; the arrow keys, Page Up/Down, Home
// and End then scroll it (WCAG 2.1.1).
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Whether an element's content overflows its height, kept up to date as it or its content changes. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOver(el.scrollHeight > el.clientHeight + 1);
    // The body's own box (the screen, the bar) and its children's (their content) decide it.
    const sizes = new ResizeObserver(check);
    const watch = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of el.children) sizes.observe(child);
    };
    const content = new MutationObserver(() => {
      watch();
      check();
    });
    content.observe(el, { childList: true, subtree: true, characterData: true });
    watch();
    check();
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [ref]);
  return over;
}

/**
 * A scrolling region's attributes: in the tab order and named while it overflows; otherwise out of the
 * tab order, and a plain box unless `named` (a group that keeps its name).
 */
export function scrollRegionProps(
  overflows: boolean,
  label: string,
  named = false,
): { tabIndex?: 0; role?: 'group'; 'aria-label'?: string } {
  if (overflows) return { tabIndex: 0, role: 'group', 'aria-label': label };
  return named ? { role: 'group', 'aria-label': label } : {};
}

export function ActionBody({
  label,
  named,
  className,
  bodyRef,
  children,
}: {
  /** Its name while it scrolls. */
  label: string;
  /** Named (a group) even when it does not scroll. */
  named?: boolean;
  className?: string;
  bodyRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const own = useRef<HTMLDivElement>(null);
  const ref = bodyRef ?? own;
  const over = useOverflows(ref);
  return (
    <div
      className={className ? `action-body ${className}` : 'action-body'}
      ref={ref}
      data-scrolls={over ? 'true' : undefined}
      {...scrollRegionProps(over, label, named)}
    >
      {children}
    </div>
  );
}
