// Play-test lab4: the change's difference heatmap (now minus the "before") did not show which spaces the
// designer's edit repainted. They are ringed — an outline, named in a legend entry and in each ringed
// space's tooltip, not told by colour alone.
// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { LOCAL_NAMES } from '../../src/engine/board';
import type { Circuit } from '../../src/engine/types';
import { newRun, type BalanceConfig, type BalanceReport } from '../../src/sim/balance';
import { changeOf } from '../../src/sim/change';
import { buildVerdict } from '../../src/sim/verdict';
import { ChangePanel } from '../../src/ui/lab/ChangePanel';
import { spacesRepainted } from '../../src/ui/lab/previousVersion';
import { fakeReport } from '../sim/fake-report';

afterEach(() => setCatalogue('en', en));

const parent = STANDARD_CIRCUITS.kaldheira;
const plainSpace = LOCAL_NAMES.find((n) => !parent.spaces[n])!;
const painted = Object.keys(parent.spaces)[0];
// The copy: a lava pool on a plain space, and one painted space made plain again.
const spaces = { ...parent.spaces, [plainSpace]: 'lava' } as Circuit['spaces'];
delete spaces[painted];
const copy: Circuit = { ...parent, id: 'my-copy', name: 'My copy', spaces };

const cfg: BalanceConfig = {
  circuits: [copy],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 40,
  seed: 1,
  abilities: false,
  cards: false,
  skill: false,
};

const board = (visits: number) => ({
  games: 40,
  spaces: Object.fromEntries(LOCAL_NAMES.map((n) => [n, { visits, lifeLost: 0, trapsSprung: 0 }])),
});

function report(withParent: boolean): BalanceReport {
  const run = () => {
    const r = newRun(cfg);
    r.outcomes.base = Array.from({ length: 40 }, (_, k) => k % 4);
    return r;
  };
  const change = { ...changeOf(run(), run(), parent), board: board(40) };
  const r = fakeReport([10, 10, 10, 10], [10, 10, 10, 10], 40, {
    circuits: ['My copy'],
    baseline: board(80),
    reproduce: {
      bots: cfg.bots,
      titans: cfg.titans,
      circuits: [copy],
      ...(withParent ? { parent } : {}),
    },
  });
  return { ...r, verdict: { ...buildVerdict(r), change } } as BalanceReport;
}

describe('the change heatmap rings the spaces the change repainted (play-test lab4)', () => {
  it('rings exactly the repainted spaces, with a legend entry and a note in their tooltips', () => {
    expect(spacesRepainted(parent, copy)).toEqual([plainSpace, painted].sort());
    const { container } = render(<ChangePanel report={report(true)} />);
    const heat = screen.getByTestId('change-heatmap');
    const rings = [...container.querySelectorAll('[data-ringed-space]')].map((g) =>
      g.getAttribute('data-ringed-space'),
    );
    expect(rings.sort()).toEqual([plainSpace, painted].sort());
    // An outline (not a fill colour): a stroke and no fill.
    const ring = container.querySelector('[data-ringed-space] circle')!;
    expect(ring.getAttribute('fill')).toBe('none');
    expect(ring.getAttribute('stroke')).toBeTruthy();
    expect(within(heat).getByTestId('diff-ring-key')).toHaveTextContent(
      'Ringed: 2 spaces your change repainted',
    );
    const tip = container.querySelector(`[data-diff-space="${plainSpace}"] title`)!;
    expect(tip.textContent).toMatch(/— repainted by your change$/);
    const other = LOCAL_NAMES.find((n) => n !== plainSpace && n !== painted)!;
    expect(container.querySelector(`[data-diff-space="${other}"] title`)!.textContent).not.toMatch(
      /repainted/,
    );
  });

  it('in French', () => {
    setCatalogue('fr', fr);
    render(<ChangePanel report={report(true)} />);
    expect(screen.getByTestId('diff-ring-key').textContent!.replace(/\s/g, ' ')).toBe(
      'Cerclées : 2 cases, repeintes par votre modification',
    );
  });

  it('a report saved without its parent’s circuit rings nothing and has no ring legend', () => {
    const { container } = render(<ChangePanel report={report(false)} />);
    expect(screen.getByTestId('change-heatmap')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-ringed-space]')).toHaveLength(0);
    expect(screen.queryByTestId('diff-ring-key')).toBeNull();
  });
});
