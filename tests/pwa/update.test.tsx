// @vitest-environment jsdom
// The update offer (issue 14): a version waiting behind the one that controls the page is offered,
// never activated by itself; "Reload" asks it to take over, "Later" hides the offer.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { acceptUpdate, registerServiceWorker, updateState } from '../../src/pwa/register';
import { UpdateOffer } from '../../src/pwa/UpdateOffer';

vi.mock('../../src/pwa/UpdateOffer', async (load) => ({
  ...(await load<typeof import('../../src/pwa/UpdateOffer')>()),
  mountUpdateOffer: () => undefined, // the test renders the component itself
}));

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(m: unknown) {
    this.posted.push(m);
  }
}

function container(controller: object | null, reg: object): ServiceWorkerContainer {
  const c = new EventTarget() as EventTarget & { controller: object | null; register: () => Promise<object> };
  c.controller = controller;
  c.register = () => Promise.resolve(reg);
  return c as unknown as ServiceWorkerContainer;
}

describe('update offer', () => {
  it('the first install offers nothing', async () => {
    const reg = Object.assign(new EventTarget(), { waiting: null, installing: null, update: vi.fn() });
    registerServiceWorker(container(null, reg));
    await Promise.resolve();
    render(<UpdateOffer />);
    expect(updateState()).toBe('none');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a waiting version is offered; Reload asks it to take over, Later hides the offer', async () => {
    const waiting = new FakeWorker('installed');
    const reg = Object.assign(new EventTarget(), { waiting, installing: null, update: vi.fn() });
    registerServiceWorker(container({}, reg));
    await act(() => Promise.resolve());
    expect(updateState()).toBe('ready');
    expect(waiting.posted).toEqual([]); // nothing happens by itself
    const accept = vi.fn(acceptUpdate);
    render(<UpdateOffer accept={accept} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Titan Race is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(accept).toHaveBeenCalled();
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a version found later is offered once it has installed', async () => {
    const installing = new FakeWorker('installing');
    const reg = Object.assign(new EventTarget(), { waiting: null, installing: null, update: vi.fn() });
    registerServiceWorker(container({}, reg));
    await act(() => Promise.resolve());
    render(<UpdateOffer />);
    act(() => {
      reg.installing = installing as never;
      reg.dispatchEvent(new Event('updatefound'));
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
