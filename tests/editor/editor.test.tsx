// @vitest-environment jsdom
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CircuitEditor } from '../../src/ui/editor/CircuitEditor';
import { CircuitLibrary, setLibraryForTests } from '../../src/editor/library';
import { shareHash } from '../../src/editor/share';
import { freshCollection } from './helpers';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

let lib: CircuitLibrary;

beforeEach(async () => {
  lib = new CircuitLibrary(freshCollection());
  await lib.load();
  setLibraryForTests(lib);
  sessionStorage.clear();
  window.location.hash = '#/editor';
});
afterEach(() => setLibraryForTests(null));

function space(name: string): Element {
  const el = document.querySelector(`[data-space="${name}"]`);
  if (!el) throw new Error(`no space ${name}`);
  return el;
}
const el = (name: string) => space(name).getAttribute('data-element');

/** Render the editor and wait until it has read its working copy. */
async function setup() {
  const r = render(<CircuitEditor />);
  await screen.findByRole('button', { name: 'Save' });
  return r;
}

describe('editor page: painting', () => {
  it('has every palette button and the eraser, named by the element', async () => {
    await setup();
    for (const name of [
      'Bonus',
      'Lava',
      'Pirates',
      'Fire statue',
      'Ice',
      'Pentacle',
      'Multi-ramp',
      'Super-ramp left',
      'Super-ramp right',
      'Eraser',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('[data-space]')).toHaveLength(36);
  });

  it('paints lava on E5 and F6 with clicks, and erases', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    expect(screen.getByRole('button', { name: 'Lava' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(space('E5'));
    fireEvent.click(space('F6'));
    expect(el('E5')).toBe('lava');
    expect(el('F6')).toBe('lava');
    expect(el('D4')).toBe('plain');
    fireEvent.click(screen.getByRole('button', { name: 'Eraser' }));
    fireEvent.click(space('E5'));
    expect(el('E5')).toBe('plain');
  });

  it('paints with the keyboard (Enter on a focused space) and picks tools with digit keys', async () => {
    await setup();
    fireEvent.keyDown(window, { key: '5' }); // Ice
    expect(screen.getByRole('button', { name: 'Ice' })).toHaveAttribute('aria-pressed', 'true');
    const c5 = space('C5');
    (c5 as HTMLElement).focus?.();
    fireEvent.keyDown(c5, { key: 'Enter' });
    expect(el('C5')).toBe('ice');
  });

  it('a drag across spaces paints them all and is one undo step', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pirates' }));
    fireEvent.pointerDown(space('A3'));
    fireEvent.pointerOver(space('C3'));
    fireEvent.pointerOver(space('E3'));
    // shown while dragging
    expect(el('C3')).toBe('pirates');
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    // the click after the release does not paint again (or add a step)
    fireEvent.click(space('E3'));
    expect(['A3', 'C3', 'E3'].map(el)).toEqual(['pirates', 'pirates', 'pirates']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(['A3', 'C3', 'E3'].map(el)).toEqual(['plain', 'plain', 'plain']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});

describe('editor page: undo and redo', () => {
  it('buttons and Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z', async () => {
    await setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    fireEvent.click(space('B4'));
    fireEvent.click(space('D4'));
    expect(undo).toBeEnabled();
    fireEvent.click(undo);
    expect(el('D4')).toBe('plain');
    expect(el('B4')).toBe('bonus');
    fireEvent.click(redo);
    expect(el('D4')).toBe('bonus');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(el('D4')).toBe('plain');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(el('B4')).toBe('plain');
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(el('B4')).toBe('bonus');
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(el('D4')).toBe('bonus');
    expect(redo).toBeDisabled();
  });

  it('typing a name is undoable', async () => {
    await setup();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Magma' } });
    fireEvent.change(name, { target: { value: 'Magma run' } });
    expect(name).toHaveValue('Magma run');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name).toHaveValue('New circuit');
  });

  it('in French, the standard circuits are listed and copied under their French names (play-test 51)', async () => {
    setCatalogue('fr', fr);
    try {
      render(<CircuitEditor />);
      await screen.findByRole('button', { name: 'Enregistrer' });
      const from = screen.getByLabelText(/Partir de/) as HTMLSelectElement;
      expect([...from.options].map((o) => o.text)).toContain(
        'Copie de « Kaldheira — les bassins du malheur »',
      );
      fireEvent.change(from, { target: { value: 'kaldheira' } });
      fireEvent.click(screen.getByRole('button', { name: 'Nouveau' }));
      // Within a name's 40 characters, cut after a whole word as every copy's name is.
      expect(screen.getByLabelText('Nom')).toHaveValue('Kaldheira — les bassins du… (copie)');
      // Its description in French too (it kept the engine's English text).
      expect(screen.getByLabelText('Description')).toHaveValue(
        'Quatre bassins de lave montent le plateau deux par deux, et chaque éclair se tient au bord de l’un d’eux.',
      );
    } finally {
      setCatalogue('en', en);
    }
  });

  it('starting from a standard circuit copies it, and undo returns', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('C5'));
    fireEvent.change(screen.getByLabelText(/Start from/), { target: { value: 'kaldheira' } });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    // In English, the standard circuit's own description, unchanged.
    expect(screen.getByLabelText('Description')).toHaveValue(STANDARD_CIRCUITS.kaldheira.description);
    expect(el('E5')).toBe('lava');
    expect(el('F6')).toBe('lava');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toMatch(/\(copy\)$/);
    // The copy names where it came from: what Balance compares the edits with.
    expect(screen.getByTestId('editor-parent').textContent).toMatch(
      /^A copy of Kaldheira — the pools of doom\. Balance/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(el('C5')).toBe('lava');
    expect(el('F6')).toBe('plain');
    expect(screen.queryByTestId('editor-parent')).toBeNull();
  });
});

describe('editor page: checks', () => {
  it('lists the validator’s problems and the warnings live', async () => {
    await setup();
    expect(screen.getByTestId('circuit-valid')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent(/No bonus space/);
    fireEvent.click(screen.getByRole('button', { name: 'Ice' }));
    for (const r of [2, 4, 6, 8, 10, 12]) fireEvent.click(space(`D${r}`));
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(problems).toHaveTextContent(/ice/i);
    expect(screen.queryByTestId('circuit-valid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('circuit-valid')).toBeInTheDocument();
  });

  it('warns about a lava wall', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.pointerDown(space('A5'));
    for (const n of ['C5', 'E5', 'B6', 'D6', 'F6']) fireEvent.pointerOver(space(n));
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent(/rows 5–6 without damage/);
  });
});

describe('editor page: library', () => {
  it('save, rename, duplicate, open, delete', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lava lane' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('E5'));
    expect(screen.getByTestId('save-state')).toHaveTextContent('Not saved yet');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved in My circuits'));
    expect(lib.list()).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Saved circuits' });
    expect(within(list).getByText('Lava lane')).toBeInTheDocument();

    // more painting: unsaved again; save overwrites the same entry
    fireEvent.click(space('F6'));
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lib.list()[0].circuit.spaces).toEqual({ E5: 'lava', F6: 'lava' }));
    expect(lib.list()).toHaveLength(1);

    // rename
    fireEvent.click(screen.getByRole('button', { name: 'Rename Lava lane' }));
    fireEvent.change(screen.getByLabelText('New name for Lava lane'), { target: { value: 'Magma lane' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await within(list).findByText('Magma lane')).toBeInTheDocument();
    // the open circuit takes the new name, so the next Save keeps it
    expect(screen.getByLabelText('Name')).toHaveValue('Magma lane');
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('A3'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lib.list()[0].circuit.spaces.A3).toBe('lava'));
    expect(lib.list()[0].circuit.name).toBe('Magma lane');

    // duplicate
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Magma lane' }));
    expect(
      await within(screen.getByRole('list', { name: 'Saved circuits' })).findByText('Magma lane (copy)'),
    ).toBeInTheDocument();
    expect(lib.list()).toHaveLength(2);

    // start a blank circuit, then open the copy from the library
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(el('E5')).toBe('plain');
    fireEvent.click(screen.getByRole('button', { name: 'Open Magma lane (copy)' }));
    expect(el('E5')).toBe('lava');
    expect(screen.getByLabelText('Name')).toHaveValue('Magma lane (copy)');

    // delete asks first
    fireEvent.click(screen.getByRole('button', { name: 'Delete Magma lane' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(lib.list()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Magma lane' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(lib.list()).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Saved circuits' })).queryByText('Magma lane')).toBeNull();
  });

  it('deleting the open circuit keeps it on screen, unsaved; Save makes a new entry', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Keeper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lib.list()).toHaveLength(1));
    const first = lib.list()[0].id;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Keeper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Not saved yet'));
    expect(screen.getByLabelText('Name')).toHaveValue('Keeper');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved in My circuits'));
    expect(lib.list()).toHaveLength(1);
    expect(lib.list()[0].id).not.toBe(first);
  });

  it('keeps the working copy across a remount (a reload)', async () => {
    const first = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Fire statue' }));
    fireEvent.click(space('D6'));
    await waitFor(async () => {
      const d = await lib.newestDraft();
      expect(d?.data.circuit.spaces.D6).toBe('fireStatue');
    });
    first.unmount();
    await setup();
    expect(el('D6')).toBe('fireStatue');
  });

  it('Play this circuit saves first, then goes to #/play?circuit=<id>&from=editor (the game offers the way back)', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    fireEvent.click(space('B4'));
    fireEvent.click(screen.getByRole('button', { name: 'Play this circuit' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/play\?circuit=/));
    const [entry] = lib.list();
    expect(entry.circuit.spaces).toEqual({ B4: 'bonus' });
    expect(window.location.hash).toBe(`#/play?circuit=${entry.id}&from=editor`);
  });

  it('Is it fair? opens Balance on the saved circuit (play-test s5); an invalid circuit is refused', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Ice' }));
    for (const r of [2, 4, 6, 8, 10, 12]) fireEvent.click(space(`D${r}`));
    fireEvent.click(screen.getByRole('button', { name: 'Is it fair? (Balance)' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Fix the problems/);
    expect(window.location.hash).toBe('#/editor');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Is it fair? (Balance)' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/lab?circuit=${lib.list()[0]?.id}&view=balance`));
  });

  it('Simulate games (Batch) goes to #/lab?circuit=<id>, the Batch view', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    fireEvent.click(space('B4'));
    fireEvent.click(screen.getByRole('button', { name: 'Simulate games (Batch)' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/lab?circuit=${lib.list()[0]?.id}`));
  });
});

describe('editor page: files and links', () => {
  it('refuses a bad file with an alert naming the space, keeping the circuit', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('E5'));
    const input = screen.getByLabelText('Import circuit');
    const bad = new File(['{"id":"x","name":"Bad","spaces":{"A2":"lava"}}'], 'bad.json', {
      type: 'application/json',
    });
    fireEvent.change(input, { target: { files: [bad] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/bad\.json/);
    expect(alert).toHaveTextContent(/A2/);
    expect(el('E5')).toBe('lava');
    expect(screen.getByLabelText('Name')).toHaveValue('New circuit');
  });

  it('refuses a file that is not JSON', async () => {
    await setup();
    const input = screen.getByLabelText('Import circuit');
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'page.html')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/"page\.html" is not JSON/);
  });

  it('imports a good file as one undo step', async () => {
    await setup();
    const input = screen.getByLabelText('Import circuit');
    const good = new File(['{"id":"x","name":"Imported","spaces":{"C5":"pentacle"}}'], 'good.json');
    fireEvent.change(input, { target: { files: [good] } });
    await waitFor(() => expect(el('C5')).toBe('pentacle'));
    expect(screen.getByLabelText('Name')).toHaveValue('Imported');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(el('C5')).toBe('plain');
  });

  it('opens a shared link', async () => {
    window.location.hash = shareHash({ id: 'x', name: 'Shared one', spaces: { E5: 'lava', F6: 'lava' } });
    await setup();
    expect(el('E5')).toBe('lava');
    expect(screen.getByLabelText('Name')).toHaveValue('Shared one');
    expect(window.location.hash).toBe('#/editor');
  });

  it('refuses a damaged shared link with an alert', async () => {
    window.location.hash = '#/editor?c=garbage!!';
    await setup();
    expect(screen.getByRole('alert')).toHaveTextContent(/share link is damaged/);
  });
});

describe('editor page: keyboard on the board', () => {
  it('arrow keys move between spaces; Enter paints', async () => {
    const { arrowTarget } = await import('../../src/ui/editor/EditorBoard');
    expect(arrowTarget('A1', 'ArrowUp')).toBe('B2');
    expect(arrowTarget('B2', 'ArrowUp')).toBe('A3');
    expect(arrowTarget('F2', 'ArrowUp')).toBe('E3');
    expect(arrowTarget('E1', 'ArrowUp')).toBe('F2');
    expect(arrowTarget('B2', 'ArrowDown')).toBe('A1');
    expect(arrowTarget('A3', 'ArrowDown')).toBe('B2');
    expect(arrowTarget('A1', 'ArrowDown')).toBeNull();
    expect(arrowTarget('F12', 'ArrowUp')).toBeNull();
    expect(arrowTarget('A1', 'ArrowLeft')).toBe('E1');
    expect(arrowTarget('E1', 'ArrowRight')).toBe('A1');
    expect(arrowTarget('C5', 'Enter')).toBeNull();

    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Bonus' }));
    (space('C5') as SVGElement).focus();
    fireEvent.keyDown(space('C5'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(space('E5'));
    fireEvent.keyDown(space('E5'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(space('F6'));
    fireEvent.keyDown(space('F6'), { key: 'Enter' });
    expect(el('F6')).toBe('bonus');
    // one tab stop on the board: the space last focused
    const stops = [...document.querySelectorAll('[data-space][tabindex="0"]')].map((n) =>
      n.getAttribute('data-space'),
    );
    expect(stops).toEqual(['F6']);
  });
});

describe('editor page: step overlay', () => {
  it('focusing a space shows where each forward step lands, as the engine moves (ice slide R7.6)', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Ice' }));
    fireEvent.click(space('D4'));
    fireEvent.click(space('D6'));
    act(() => (space('D2') as HTMLElement).focus());
    const overlay = document.querySelector('[data-step-overlay="D2"]')!;
    expect(overlay).not.toBeNull();
    expect(overlay.querySelector('[data-landing="S"]')).toHaveAttribute('data-landing-end', 'D8');
    expect(overlay.querySelector('[data-landing="S"]')).toHaveAttribute('data-landing-kind', 'slide');
    expect(overlay.querySelector('[data-landing="L"]')).toHaveAttribute('data-landing-end', 'C3');
    expect(document.querySelector('[data-step-summary]')).toHaveTextContent(
      'From D2, one forward step: S to D4, slides on ice to D8; L to C3; R to E3.',
    );
    // the overlay is not a space: the board still has 36
    expect(document.querySelectorAll('[data-space]')).toHaveLength(36);
    // a closed line of ice (R7.6) makes the circuit invalid: no landings, and the sentence says why
    for (const sp of ['D8', 'D10', 'D12', 'D2']) fireEvent.click(space(sp));
    act(() => (space('B2') as HTMLElement).focus());
    expect(document.querySelector('[data-step-overlay]')).toBeNull();
    expect(document.querySelector('[data-step-summary]')).toHaveTextContent(
      /From B2: no landings .* problem/,
    );
  });
});
