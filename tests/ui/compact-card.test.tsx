// @vitest-environment jsdom
// A phone's hand (the action bar is short): one row per card, its rule shown on a tap of its name —
// touch screens have no tooltips (issue 33: explanations on tap).
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CardView } from '../../src/ui/game/TitanPanel';
import { CARD_META } from '../../src/ui/meta';

describe('CardView compact', () => {
  it('folds the rule text until the name is tapped, and keeps the buttons on the row', () => {
    const { container } = render(
      <ul>
        <CardView card="shield" compact actions={<button type="button">Discard</button>} />
      </ul>,
    );
    const name = screen.getByRole('button', { name: /Shield/ });
    expect(name.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.card-text')).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    act(() => {
      fireEvent.click(name);
    });
    expect(name.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.card-text')?.textContent).toBe(CARD_META.shield.text);
  });

  it('shows the rule at once when not compact (laptops, tablets)', () => {
    const { container } = render(
      <ul>
        <CardView card="shield" />
      </ul>,
    );
    expect(container.querySelector('.card-text')?.textContent).toBe(CARD_META.shield.text);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
