// The one message protocol of the simulator's worker pools: a pool on any platform
// (worker_threads in Node, Web Workers in the browser) posts a Job and gets back a JobResult with the
// same id. A worker runs whatever job it is given, so one pool serves Batch, Balance and Suggest.
import { runRange, type BatchConfig } from '../batch';
import { runBalanceRange, type BalanceConfig, type BalancePart } from '../balance';
import { playOutcomes, type Outcomes, type SuggestGameConfig } from '../suggest/play';
import type { Tally } from '../tally';
import type { Circuit } from '../../engine/types';
import { problem, ProblemError, type Problem } from '../../i18n/errors';
import { abortError } from '../cancel';

export type JobSpec =
  | { kind: 'batch'; cfg: BatchConfig; from: number; to: number }
  | { kind: 'balance'; cfg: BalanceConfig; from: number; to: number }
  | { kind: 'outcomes'; game: SuggestGameConfig; circuit: Circuit; from: number; to: number };

export interface JobOutput {
  batch: Tally;
  balance: BalancePart;
  outcomes: Outcomes;
}

export type Job = JobSpec & { id: number };

export type JobResult =
  | { id: number; ok: true; kind: JobSpec['kind']; value: JobOutput[JobSpec['kind']] }
  | { id: number; ok: false; error: Problem };

/** Run one job in this thread (what every worker does with every message). */
export function runJob(job: Job): JobResult {
  try {
    switch (job.kind) {
      case 'batch':
        return { id: job.id, ok: true, kind: job.kind, value: runRange(job.cfg, job.from, job.to) };
      case 'balance':
        return { id: job.id, ok: true, kind: job.kind, value: runBalanceRange(job.cfg, job.from, job.to) };
      case 'outcomes':
        return {
          id: job.id,
          ok: true,
          kind: job.kind,
          value: playOutcomes(job.game, job.circuit, job.from, job.to),
        };
    }
  } catch (e) {
    // A simulator error is a bug: the code says so; the exception's text goes along for developers.
    return {
      id: job.id,
      ok: false,
      error: problem('simulatorFailed', { detail: String((e as Error)?.message ?? e) }),
    };
  }
}

/** What every pool offers, whatever the platform. */
export interface Pool {
  run<K extends JobSpec['kind']>(spec: Extract<JobSpec, { kind: K }>): Promise<JobOutput[K]>;
  /** Stop every worker; pending jobs are rejected with an AbortError (sim/cancel.ts). */
  close(): void;
  readonly size: number;
}

/** A pool in this thread (tests, the browser without workers). Jobs run one at a time, in order. */
export function inlinePool(): Pool {
  let id = 0;
  let closed = false;
  return {
    size: 1,
    run(spec) {
      return new Promise((resolve, reject) => {
        // Yield first so a caller's progress and cancel get a turn between jobs.
        setTimeout(() => {
          if (closed) return reject(abortError());
          const r = runJob({ ...spec, id: id++ } as Job);
          if (r.ok) resolve(r.value as never);
          else reject(new ProblemError(r.error));
        }, 0);
      });
    },
    close() {
      closed = true;
    },
  };
}

/**
 * The dispatch part of a pool, shared by the Node and the browser pools: a queue of jobs handed to
 * whichever worker is free. `post(w, job)` sends a job to worker w; the platform calls `done(w, r)`.
 */
export class Dispatcher {
  private queue: Job[] = [];
  private waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  private busy: boolean[];
  private nextId = 0;
  closed = false;

  constructor(
    workers: number,
    private post: (w: number, job: Job) => void,
  ) {
    this.busy = new Array<boolean>(workers).fill(false);
  }

  run<K extends JobSpec['kind']>(spec: Extract<JobSpec, { kind: K }>): Promise<JobOutput[K]> {
    if (this.closed) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const job = { ...spec, id: this.nextId++ } as Job;
      this.waiting.set(job.id, { resolve: resolve as (v: never) => void, reject });
      this.queue.push(job);
      this.pump();
    });
  }

  done(w: number, r: JobResult): void {
    this.busy[w] = false;
    const p = this.waiting.get(r.id);
    this.waiting.delete(r.id);
    if (p) {
      if (r.ok) p.resolve(r.value as never);
      else p.reject(new ProblemError(r.error));
    }
    this.pump();
  }

  /** A worker died (`detail`: the platform's words): fail everything (a bug, not something to retry). */
  fail(detail: string): void {
    this.end(new ProblemError(problem('simulatorCrashed', { detail })));
  }

  /** The pool was closed: what is still waiting is cancelled (an AbortError, sim/cancel.ts). */
  cancel(): void {
    this.end(abortError());
  }

  private end(error: Error | DOMException): void {
    this.closed = true;
    for (const p of this.waiting.values()) p.reject(error);
    this.waiting.clear();
    this.queue = [];
  }

  private pump(): void {
    for (let w = 0; w < this.busy.length && this.queue.length; w++) {
      if (this.busy[w]) continue;
      this.busy[w] = true;
      this.post(w, this.queue.shift()!);
    }
  }
}
