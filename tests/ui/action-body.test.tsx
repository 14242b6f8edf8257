// @vitest-environment jsdom
// The action bar's body scrolls inside itself on a phone; with nothing focusable in it, a keyboard could
// not scroll it. While its content overflows it is in the tab order and named (ActionBody.tsx), so the
// arrow keys and Page Up/Down scroll it; otherwise it is a plain box (or keeps its group's name).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ActionBody, scrollRegionProps } from '../../src/ui/game/ActionBody';

describe('scrollRegionProps', () => {
  it('focusable and named only while the region overflows', () => {
    expect(scrollRegionProps(true, 'Action bar (scrolls)')).toEqual({
      tabIndex: 0,
      role: 'group',
      'aria-label': 'Action bar (scrolls)',
    });
    expect(scrollRegionProps(false, 'Action bar (scrolls)')).toEqual({});
    // A group named anyway keeps its name, out of the tab order.
    expect(scrollRegionProps(false, 'Your turn', true)).toEqual({ role: 'group', 'aria-label': 'Your turn' });
    expect(scrollRegionProps(true, 'Your turn', true)).toMatchObject({ tabIndex: 0 });
  });
});

// jsdom lays nothing out: the content's height and the observer that reports its changes are played here.
let contentHeight = 0;
const observers: (() => void)[] = [];
const original = globalThis.ResizeObserver;
class FakeResizeObserver {
  constructor(private cb: () => void) {
    observers.push(() => this.cb());
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  contentHeight = 100;
  observers.length = 0;
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get() {
      return this.classList.contains('action-body') ? contentHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get() {
      return this.classList.contains('action-body') ? 200 : 0;
    },
  });
});
afterEach(() => {
  globalThis.ResizeObserver = original;
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe('ActionBody', () => {
  it('joins the tab order with its name when its content grows past its height, and leaves it after', () => {
    const { container } = render(
      <ActionBody label="Action bar (scrolls)">
        <p>What will happen…</p>
      </ActionBody>,
    );
    const body = container.querySelector<HTMLElement>('.action-body')!;
    expect(body).not.toHaveAttribute('tabindex');
    expect(body).not.toHaveAttribute('role');
    expect(screen.queryByRole('group')).toBeNull();
    contentHeight = 350; // a long preview: the body now scrolls
    act(() => observers.forEach((o) => o()));
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body).toHaveAttribute('data-scrolls', 'true');
    expect(screen.getByRole('group', { name: 'Action bar (scrolls)' })).toBe(body);
    body.focus();
    expect(document.activeElement).toBe(body);
    contentHeight = 150;
    act(() => observers.forEach((o) => o()));
    expect(body).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('a named body (the turn) keeps its name and is focusable only while it scrolls', () => {
    contentHeight = 400;
    render(
      <ActionBody label="Your turn" named>
        <p>hint</p>
      </ActionBody>,
    );
    const group = screen.getByRole('group', { name: 'Your turn' });
    expect(group).toHaveAttribute('tabindex', '0');
    contentHeight = 50;
    act(() => observers.forEach((o) => o()));
    expect(screen.getByRole('group', { name: 'Your turn' })).not.toHaveAttribute('tabindex');
  });
});
