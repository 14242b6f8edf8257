// @vitest-environment jsdom
// The rules reference in English and French (issue 14), and a face's name next to its colon (issue 13,
// point 10: the list's flex gap used to part them, "Red :").
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { setCatalogue } from '../../src/i18n';
import { RulesDialog } from '../../src/ui/game/Rules';

const faceItem = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li')!;

describe('the rules reference', () => {
  afterEach(() => setCatalogue('en', en));

  it('keeps a die face with its colon and its action in one piece of text (R4.1)', () => {
    render(<RulesDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Rules reference' })).toBeInTheDocument();
    const red = faceItem('Red');
    // One text item beside the picture: the name, ": " and the action, with no gap between them.
    expect(red.querySelectorAll(':scope > span')).toHaveLength(1);
    expect(red.textContent).toContain('Red: 1 step straight ahead');
  });

  it('follows a change of language while open (R4.1, R10, R11)', () => {
    render(<RulesDialog onClose={() => {}} />);
    act(() => setCatalogue('fr', fr));
    expect(screen.getByRole('dialog', { name: 'Aide-mémoire des règles' })).toBeInTheDocument();
    expect(faceItem('Rouge').textContent).toContain('Rouge : 1 pas tout droit');
    expect(screen.getByText(/chevauché par Capitaine Brazlix/)).toBeInTheDocument();
    expect(screen.getByText(/\(réaction\) : Quand votre Titan devrait perdre 1 Vie/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
