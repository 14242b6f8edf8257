// @vitest-environment jsdom
// Play-test (g48b): "Pay the Life before or after the move?" was asked without saying why it matters. A
// one-line hint says it, in English and French, and what it says is what the engine does: at 1 Life, paid
// before, the Titan is knocked out where it stands and its move is lost (R5.7); paid after, it moves first.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { applyAction, legalActions } from '../../src/engine';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { loadRoundTwo } from './loadPosition';

const st = () => useGame.getState();
afterEach(() => setCatalogue('en', en));

/** Grinder on C5 takes purple (the pool's first die) and copies yellow: purple's Life timing is asked. */
function purpleYellow(life?: number) {
  loadRoundTwo(life === undefined ? {} : { life });
  render(<PlayScreen onHome={() => {}} />);
  act(() => st().perform({ type: 'chooseDie', die: 0 }));
  act(() => st().pick('face', 'yellow'));
}

describe('purple’s Life timing says why it matters', () => {
  it('a hint beside the question, in English', () => {
    purpleYellow();
    expect(document.querySelector('[data-choice="lifeCost"]')).not.toBeNull();
    expect(document.querySelector('[data-life-cost-hint]')).toHaveTextContent(
      'Paid before, the Life can knock the Titan out before or during its move, the rest of the move lost; paid after, the whole move is made first.',
    );
  });

  it('in French', () => {
    setCatalogue('fr', fr);
    purpleYellow();
    expect(document.querySelector('[data-life-cost-hint]')).toHaveTextContent(/^Payée avant, la Vie peut/);
  });

  it('says what the engine does: at 1 Life, before loses the move, after makes it', () => {
    purpleYellow(1);
    const state = st().game!;
    const yellow = legalActions(state).filter(
      (a) => a.type === 'dieAction' && a.face === 'yellow' && !a.extra,
    ) as Extract<ReturnType<typeof legalActions>[number], { type: 'dieAction' }>[];
    const before = yellow.find((a) => a.lifeCost === 'before')!;
    const after = yellow.find((a) => a.lifeCost === 'after')!;
    const rb = applyAction(state, before);
    const ra = applyAction(state, after);
    if (!rb.ok || !ra.ok) throw new Error('refused');
    const g = state.titans.findIndex((x) => x.id === 'grinder');
    expect(rb.state.titans[g].ko).toBe(true);
    expect(rb.state.titans[g].space).toBe(state.titans[g].space);
    expect(ra.state.titans[g].ko).toBe(true);
    expect(ra.state.titans[g].space).not.toBe(state.titans[g].space);
    fireEvent.click(screen.getAllByRole('button', { name: /pay before the move/ })[0]!);
    expect(document.querySelector('[data-life-cost-hint]')).not.toBeNull();
  });
});
