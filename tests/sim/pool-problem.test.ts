// A job of the simulator's worker pool that throws comes back as a coded problem (the exception's text
// only as its `detail`), and the pool rejects with that problem, worded where it is shown.
import { afterEach, describe, expect, it } from 'vitest';
import { Dispatcher, inlinePool, runJob, type Job, type JobResult } from '../../src/sim/pool/protocol';
import type { BatchConfig } from '../../src/sim/batch';
import { ProblemError, thrownText } from '../../src/i18n/errors';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import '../../src/i18n/labMessages';
import { isAbortError } from '../../src/sim/cancel';

afterEach(() => setCatalogue('en', en));

/** A batch the simulator cannot play: it names no circuits at all. */
const broken = {
  titans: ['grinder', 'slaugg'],
  bots: ['random', 'random'],
  games: 1,
  seed: 1,
} as unknown as BatchConfig;
const job: Job = { id: 7, kind: 'batch', cfg: broken, from: 0, to: 1 };

describe('the pool protocol refuses with a coded problem', () => {
  it('a job that throws answers simulatorFailed with the exception as detail, not a sentence', () => {
    const r = runJob(job);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r).not.toHaveProperty('message');
    expect(r.error.code).toBe('simulatorFailed');
    const detail = 'params' in r.error ? r.error.params?.detail : undefined;
    expect(typeof detail).toBe('string');
    expect(String(detail).length).toBeGreaterThan(0);
  });

  it('the dispatcher rejects with the problem, worded in English and French', async () => {
    let posted: Job | null = null;
    const d = new Dispatcher(1, (_w, j) => (posted = j));
    const p = d.run({ kind: 'batch', cfg: broken, from: 0, to: 1 });
    const failed: JobResult = {
      id: posted!.id,
      ok: false,
      error: { code: 'simulatorFailed', params: { detail: 'boom' } },
    };
    d.done(0, failed);
    const e = await p.catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProblemError);
    expect((e as ProblemError).problem).toEqual({ code: 'simulatorFailed', params: { detail: 'boom' } });
    expect((e as Error).message).toBe('boom'); // the command line prints the developer's detail
    expect(thrownText(e)).toBe('The simulator failed (a bug): boom');
    setCatalogue('fr', fr);
    expect(thrownText(e)).toBe('Le simulateur a échoué (un bogue)\u202f: boom');
  });

  it('a worker that dies fails what waits as simulatorCrashed; closing cancels', async () => {
    const d = new Dispatcher(1, () => {});
    const p = d.run({ kind: 'batch', cfg: broken, from: 0, to: 1 });
    d.fail('out of memory');
    const e = await p.catch((x: unknown) => x);
    expect((e as ProblemError).problem).toEqual({
      code: 'simulatorCrashed',
      params: { detail: 'out of memory' },
    });
    expect(thrownText(e)).toMatch(/^A simulator worker stopped .*: out of memory$/);
    const c = new Dispatcher(1, () => {});
    const q = c.run({ kind: 'batch', cfg: broken, from: 0, to: 1 });
    c.cancel();
    // A cancel is an AbortError, told apart by its kind (never by a message), and not a coded problem.
    const x = await q.catch((y: unknown) => y);
    expect(isAbortError(x)).toBe(true);
    expect(x).toBeInstanceOf(DOMException);
    expect(x).not.toBeInstanceOf(ProblemError);
    // A closed pool refuses new jobs the same way.
    expect(
      isAbortError(await c.run({ kind: 'batch', cfg: broken, from: 0, to: 1 }).catch((y: unknown) => y)),
    ).toBe(true);
  });

  it('the inline pool, closed, rejects its waiting job with an AbortError', async () => {
    const pool = inlinePool();
    const p = pool.run({ kind: 'batch', cfg: broken, from: 0, to: 1 });
    pool.close();
    const e = await p.catch((x: unknown) => x);
    expect(isAbortError(e)).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });

  it('the inline pool rejects with the same coded problem', async () => {
    const e = await inlinePool()
      .run({ kind: 'batch', cfg: broken, from: 0, to: 1 })
      .catch((x: unknown) => x);
    expect((e as ProblemError).problem.code).toBe('simulatorFailed');
  });
});
