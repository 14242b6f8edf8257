// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BoardView } from '../../src/ui/board/BoardView';
import type { Element } from '../../src/engine/types';
import { parseSpace } from '../../src/engine/board';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

function elements(boards: number, spaces: Record<string, Element> = {}): (Element | '')[] {
  const e: (Element | '')[] = new Array(36 * boards).fill('');
  for (const [k, v] of Object.entries(spaces)) e[parseSpace(k, boards)] = v;
  return e;
}

describe('BoardView', () => {
  it('draws the 36 spaces of the lattice with their names and elements', () => {
    const { container } = render(
      <BoardView boards={1} elements={elements(1, { C5: 'lava', A3: 'superRampR' })} />,
    );
    const spaces = container.querySelectorAll('[data-space][data-element]');
    expect(spaces).toHaveLength(36);
    expect(container.querySelector('[data-space="C5"]')).toHaveAttribute('data-element', 'lava');
    expect(container.querySelector('[data-space="A3"]')).toHaveAttribute('data-element', 'superRampR');
    expect(container.querySelector('[data-space="B2"]')).toHaveAttribute('data-element', 'plain');
    // Off-lattice names do not exist (R1.1).
    expect(container.querySelector('[data-space="A2"]')).toBeNull();
    // A legend names every element present.
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('lava');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('super-ramp right');
  });

  it('names the start area in the page’s language (play-test 52: it was English in French)', () => {
    setCatalogue('fr', fr);
    try {
      const { container } = render(<BoardView boards={1} elements={elements(1)} />);
      expect(container.querySelector('.start-area')).toHaveAttribute('aria-label', 'Zone de départ');
    } finally {
      setCatalogue('en', en);
    }
  });

  it('puts row 12 at the top and row 1 at the bottom', () => {
    const { container } = render(<BoardView boards={1} elements={elements(1)} />);
    const y = (name: string) => {
      const t = container.querySelector(`[data-space="${name}"]`)!.getAttribute('transform')!;
      return Number(/,\s*([\d.]+)\)/.exec(t)![1]);
    };
    expect(y('B12')).toBeLessThan(y('A1'));
    expect(y('A11')).toBeLessThan(y('B10'));
  });

  it('labels spaces with coordinates, element and Titan, and makes only selectable spaces buttons', () => {
    const onSpace = vi.fn();
    const c5 = parseSpace('C5', 1);
    render(
      <BoardView
        boards={1}
        elements={elements(1, { C5: 'lava' })}
        tokens={[{ titan: 'grinder', space: c5, ko: false }]}
        selectable={new Set([c5])}
        onSpace={onSpace}
      />,
    );
    const button = screen.getByRole('button', { name: 'C5, lava, Grinder' });
    expect(button).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    expect(onSpace).toHaveBeenCalledTimes(2);
    expect(onSpace).toHaveBeenCalledWith(c5);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'E5' })).not.toHaveAttribute('tabindex');
  });

  it('draws tokens with data-titan and data-space, knocked-out ones lying down', () => {
    const { container } = render(
      <BoardView
        boards={1}
        elements={elements(1)}
        tokens={[
          { titan: 'grinder', space: parseSpace('F6', 1), ko: false, active: true },
          { titan: 'slaugg', space: parseSpace('D8', 1), ko: true },
        ]}
      />,
    );
    const g = container.querySelector('[data-titan="grinder"]')!;
    expect(g).toHaveAttribute('data-space', 'F6');
    expect(g.getAttribute('aria-label')).toContain('playing now');
    const s = container.querySelector('[data-titan="slaugg"]')!;
    expect(s).toHaveAttribute('data-ko', 'true');
    expect(s).toHaveTextContent('K.O.');
    // Lying on its side (wider than tall) along the top of the space, so the space's icon stays visible.
    const body = s.querySelector('rect')!;
    expect(Number(body.getAttribute('width'))).toBeGreaterThan(Number(body.getAttribute('height')));
    expect(body.parentElement!.getAttribute('transform')).toMatch(/translate\(0,\s*-\d+\)/);
  });

  it('draws a Grand Slam strip with data-board and traps', () => {
    const traps = [parseSpace('2:C5', 3)];
    const { container } = render(
      <BoardView boards={3} elements={elements(3)} traps={traps} boardNames={['A', 'B', 'C']} />,
    );
    expect(container.querySelectorAll('[data-space="C5"]')).toHaveLength(3);
    expect(container.querySelector('[data-space="C5"][data-board="2"]')!.getAttribute('aria-label')).toBe(
      'C5 (board 2), trap',
    );
    expect(container).toHaveTextContent('Board 2: B');
  });

  it('overlays a heatmap with a legend', () => {
    const heat = new Array(36).fill(null);
    heat[parseSpace('C5', 1)] = 0.5;
    render(<BoardView boards={1} elements={elements(1)} heat={heat} heatLabel="visits" />);
    expect(screen.getByRole('img', { name: 'C5, 50%' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('visits');
  });

  it('reports pointer down and enter for drag painting', () => {
    const down = vi.fn();
    const enter = vi.fn();
    const { container } = render(
      <BoardView boards={1} elements={elements(1)} onSpacePointerDown={down} onSpacePointerEnter={enter} />,
    );
    fireEvent.pointerDown(container.querySelector('[data-space="C5"]')!);
    fireEvent.pointerEnter(container.querySelector('[data-space="D6"]')!);
    expect(down).toHaveBeenCalledWith(parseSpace('C5', 1));
    expect(enter).toHaveBeenCalledWith(parseSpace('D6', 1));
  });
});
