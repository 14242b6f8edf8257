// @vitest-environment jsdom
// The editor page when the browser's storage fails or another tab changes the same circuit, and names
// cleaned as they are typed (issue 10).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CircuitEditor } from '../../src/ui/editor/CircuitEditor';
import { CircuitLibrary, setLibraryForTests } from '../../src/editor/library';
import { EditorSession } from '../../src/editor/session';
import * as M from '../../src/editor/model';
import { freshCollection, storageFull, storageOff, tabPair, tabStorage } from './helpers';

let restore: (() => void) | null = null;
beforeEach(() => {
  sessionStorage.clear();
  window.location.hash = '#/editor';
});
afterEach(() => {
  restore?.();
  restore = null;
  setLibraryForTests(null);
});

async function installLibrary(lib: CircuitLibrary) {
  await lib.load();
  setLibraryForTests(lib);
  return lib;
}

async function setup() {
  const r = render(<CircuitEditor />);
  await screen.findByRole('button', { name: 'Save' });
  return r;
}

const space = (name: string) => document.querySelector(`[data-space="${name}"]`)!;

/** Export's download: the text handed to the Blob of the link clicked. */
function captureDownloads(): { texts: string[]; names: string[] } {
  const out = { texts: [] as string[], names: [] as string[] };
  const create = URL.createObjectURL;
  const revoke = URL.revokeObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (b: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, b);
    return url;
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    out.names.push(this.download);
    void blobs
      .get(this.href)
      ?.text()
      .then((t) => out.texts.push(t));
  };
  const prev = restore;
  restore = () => {
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    HTMLAnchorElement.prototype.click = click;
    prev?.();
  };
  return out;
}

describe('storage full', () => {
  it('every failed write is shown in an alert with Export at hand; Save never says saved', async () => {
    const lib = await installLibrary(new CircuitLibrary(freshCollection()));
    await setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kept before' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved in My circuits'));

    restore = storageFull();
    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('E5'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The browser’s storage is full, so this could not be saved.');
    expect(alert).toHaveTextContent(/export it to keep it/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('“Save” did not keep this circuit in My circuits.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your latest changes would not be here after a reload.',
    );
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('status')).not.toHaveTextContent(/Saved/);
    // the library still lists what it holds, and still holds the old version
    expect(
      within(screen.getByRole('list', { name: 'Saved circuits' })).getByText('Kept before'),
    ).toBeTruthy();
    expect(lib.list()[0].circuit.spaces).toEqual({});
    // the circuit is still here, and Export works
    expect(space('E5').getAttribute('data-element')).toBe('lava');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Export this circuit' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['kept-before.json']);
    expect(JSON.parse(downloads.texts[0])).toMatchObject({ name: 'Kept before', spaces: { E5: 'lava' } });
  });
});

describe('storage off', () => {
  it('says the circuits could not be read, never “Nothing saved yet”', async () => {
    await installLibrary(new CircuitLibrary(storageOff()));
    await setup();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be read/);
    expect(screen.getByRole('button', { name: 'Export this circuit' })).toBeTruthy();
    expect(document.querySelector('[data-library-unreadable]')).toHaveTextContent(/could not be read/);
    expect(screen.queryByText(/Nothing saved yet/)).toBeNull();
  });
});

describe('another tab saves the circuit open here', () => {
  async function twoTabs() {
    const tabs = tabPair();
    const a = await installLibrary(new CircuitLibrary(tabs.a));
    await setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Shared' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(a.list()).toHaveLength(1));
    const id = a.list()[0].id;
    const libB = new CircuitLibrary(tabs.b);
    const b = new EditorSession(libB, { tabStorage: tabStorage() });
    b.attach();
    await b.start();
    b.open(libB.get(id)!, 'Opened');
    return { a, b, id };
  }

  it('without unsaved changes here: shows theirs', async () => {
    const { b } = await twoTabs();
    b.update((e) => M.paint(e, 'C5', 'ice'));
    expect(await b.save()).not.toBeNull();
    await waitFor(() => expect(space('C5').getAttribute('data-element')).toBe('ice'));
    expect(screen.getByRole('status')).toHaveTextContent(/Another tab saved a newer version of “Shared”/);
  });

  it('with a clash: offers “Keep mine as a copy” and “Load theirs”', async () => {
    const { a, b, id } = await twoTabs();
    fireEvent.click(screen.getByRole('button', { name: 'Lava' }));
    fireEvent.click(space('E5'));
    b.update((e) => M.paint(e, 'C5', 'ice'));
    expect(await b.save()).not.toBeNull();
    const prompt = await screen.findByText(/Another tab saved “Shared” while you changed it here/);
    const box = prompt.closest('[role="alert"]') as HTMLElement;
    expect(space('E5').getAttribute('data-element')).toBe('lava');
    fireEvent.click(within(box).getByRole('button', { name: 'Keep mine as a copy' }));
    await waitFor(() => expect(a.list()).toHaveLength(2));
    expect(a.get(id)!.circuit.spaces).toEqual({ C5: 'ice' });
    expect(a.list().find((e) => e.id !== id)!.circuit).toMatchObject({
      name: 'Shared (copy)',
      spaces: { E5: 'lava' },
    });
    expect(screen.queryByText(/while you changed it here/)).toBeNull();
  });
});

describe('names', () => {
  it('zero-width and right-to-left-override characters never get into a circuit’s name', async () => {
    const lib = await installLibrary(new CircuitLibrary(freshCollection()));
    await setup();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: '\u202eevil\u200b lane\u2066' } });
    expect(name).toHaveValue('evil lane');
    fireEvent.change(name, { target: { value: '  Twin\u00a0 pools  ' } });
    fireEvent.blur(name);
    expect(name).toHaveValue('Twin pools');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lib.list()[0]?.circuit.name).toBe('Twin pools'));
  });

  it('an imported file’s name is cleaned', async () => {
    await installLibrary(new CircuitLibrary(freshCollection()));
    await setup();
    const file = new File(['{"id":"x","name":"Kal\\u200bdheira\\u202e","spaces":{"C5":"ice"}}'], 'k.json');
    fireEvent.change(screen.getByLabelText('Import circuit'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Kaldheira'));
  });
});
