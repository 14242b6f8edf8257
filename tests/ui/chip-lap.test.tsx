// @vitest-environment jsdom
// Play-test (3 people on one phone): the chip's lap was hidden on a phone and the details said only "on A1",
// so Rassïk on lap 2 at A1 looked last. The chip says the lap (its name the whole phrase; a phone shows
// "L2", table-fit.spec), the details say the space and the lap at every size, and "#3" is named as the
// place in the draft.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { loadPosition } from './loadPosition';

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  useGame.getState().setSettings({ speed: 'off', handoff: false });
});

function table(laps: number) {
  loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'craken'], seed: 1, laps },
    position: {
      titans: {
        rassik: { space: 'A1', lap: Math.min(2, laps) },
        grinder: { space: 'F10' },
        craken: { space: 'E3' },
      },
      active: 'grinder',
      round: 4,
      dice: ['red', 'red', 'green'],
    },
  });
  return render(<PlayScreen onHome={() => {}} />);
}

const chip = (titan: string) => document.querySelector(`[data-titan-panel="${titan}"]`) as HTMLElement;

describe('each Titan’s lap on its chip and in its details', () => {
  it('says the lap in the chip (L2 on a phone, the whole phrase its name) and in the details', () => {
    table(3);
    const lap = chip('rassik').querySelector('.titan-lap') as HTMLElement;
    expect(lap).toHaveAttribute('data-lap-chip');
    expect(lap.querySelector('.titan-lap-chip')).toHaveTextContent(/^L2$/);
    expect(lap.querySelector('.visually-hidden')).toHaveTextContent('Lap 2 of 3');
    expect(chip('grinder').querySelector('.titan-lap-chip')).toHaveTextContent(/^L1$/);
    fireEvent.click(within(chip('rassik')).getByRole('button', { name: /Rassïk/ }));
    expect(chip('rassik').querySelector('.titan-space')).toHaveTextContent(/^on A1, lap 2 of 3$/);
    fireEvent.click(within(chip('craken')).getByRole('button', { name: /Craken/ }));
    expect(chip('craken').querySelector('.titan-space')).toHaveTextContent(/^on E3, lap 1 of 3$/);
  });

  it('says it in French too', () => {
    setCatalogue('fr', fr);
    try {
      table(3);
      expect(chip('rassik').querySelector('.titan-lap-chip')).toHaveTextContent(/^T2$/);
      fireEvent.click(within(chip('rassik')).getByRole('button', { name: /Rassïk/ }));
      expect(chip('rassik').querySelector('.titan-space')).toHaveTextContent(
        /^en A1, tour de piste 2 sur 3$/,
      );
    } finally {
      setCatalogue('en', en);
    }
  });

  it('a one-lap race keeps the phone chip as it was; the details still say the lap', () => {
    table(1);
    expect(chip('rassik').querySelector('.titan-lap')).not.toHaveAttribute('data-lap-chip');
    expect(chip('rassik').querySelector('.titan-lap-chip')).toBeNull();
    fireEvent.click(within(chip('rassik')).getByRole('button', { name: /Rassïk/ }));
    expect(chip('rassik').querySelector('.titan-space')).toHaveTextContent(/^on A1, lap 1 of 1$/);
  });

  it('names the chip’s "#3" as the place in the draft', () => {
    table(3);
    for (const titan of ['rassik', 'grinder', 'craken']) {
      const draft = chip(titan).querySelector('.titan-draft') as HTMLElement;
      expect(draft).toHaveAccessibleName(/^draft #[123]$/);
      expect(draft.querySelector('.titan-draft-short')).toHaveTextContent(/^#[123]$/);
    }
    expect(screen.getAllByRole('button', { name: /^draft #/ })).toHaveLength(3);
  });
});
