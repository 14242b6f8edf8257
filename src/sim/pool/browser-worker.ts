// Web Worker entry of the lab's pool: runs each Job it is sent and posts its JobResult (./protocol.ts).
import { runJob, type Job } from './protocol';

self.onmessage = (e: MessageEvent<Job>) => (self as unknown as Worker).postMessage(runJob(e.data));
