// worker_threads entry of the pool: runs each Job it is sent and posts its JobResult (./protocol.ts).
import { parentPort } from 'node:worker_threads';
import { runJob, type Job } from './protocol';

parentPort!.on('message', (job: Job) => parentPort!.postMessage(runJob(job)));
