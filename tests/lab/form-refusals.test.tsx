// @vitest-environment jsdom
// The Balance view refuses a form that makes no run with a coded problem, worded when shown: a French
// lab says a bad sweep or comparison in French (the simulator's own checks included), and a change of
// language rewords the refusal already shown.
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setCatalogue } from '../../src/i18n';
import { useT } from '../../src/i18n/useT';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { useBalanceLab } from '../../src/ui/lab/useBalanceLab';
import { standardPlayables } from '../../src/editor/library';

afterEach(() => setCatalogue('en', en));

const circuits = standardPlayables();

const useLab = () => {
  useT();
  return useBalanceLab(circuits, 'kaldheira');
};

describe('the Balance form refuses in the language shown', () => {
  it('a paint sweep on a space the course lacks: French, then English after a switch', async () => {
    setCatalogue('fr', fr);
    const { result } = renderHook(useLab);
    act(() => {
      result.current.setExplore('mode', 'sweep');
      result.current.setExplore('sweepKey', 'paint');
      result.current.setExplore('paintSpaces', 'Z9');
    });
    await act(() => result.current.run());
    expect(result.current.status).toBe('error');
    expect(result.current.message).toBe(
      'paint.lava.Z9\u202f: «\u00a0Z9\u00a0» n’est pas une case de ce parcours.',
    );
    act(() => setCatalogue('en', en));
    expect(result.current.message).toBe('paint.lava.Z9: “Z9” is not a space of this course.');
  });

  it('a swept value the rules refuse names the value, the reason in French', async () => {
    setCatalogue('fr', fr);
    const { result } = renderHook(useLab);
    act(() => {
      result.current.setExplore('mode', 'sweep');
      result.current.setExplore('sweepKey', 'handSize');
      result.current.setExplore('sweepValues', '3, 9');
    });
    await act(() => result.current.run());
    const prefix = 'handSize = 9\u202f: ';
    expect(result.current.message.startsWith(prefix)).toBe(true);
    const why = result.current.message.slice(prefix.length);
    expect(why).toMatch(/^\S.*\.$/);
    expect(why).not.toMatch(/\b(hand|must|between|the|is)\b|[^\u202f][:;!?]/i);
  });

  it('a form that cannot make a sweep: the refusal is worded again on a switch', async () => {
    const { result } = renderHook(useLab);
    act(() => {
      result.current.setExplore('mode', 'sweep');
      result.current.setExplore('sweepValues', '2');
    });
    await act(() => result.current.run());
    expect(result.current.message).toBe('List at least two values, separated by commas.');
    act(() => setCatalogue('fr', fr));
    expect(result.current.message).toBe('Indiquez au moins deux valeurs, séparées par des virgules.');
  });
});
