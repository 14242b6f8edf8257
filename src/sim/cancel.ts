// A cancelled run, as the platform says it: an AbortError (what fetch and AbortSignal.throwIfAborted
// reject with), never a sentinel message. Whoever catches tests the kind with isAbortError.
/** The error a cancelled run or a closed pool rejects with. */
export function abortError(): DOMException {
  return new DOMException('The run was cancelled', 'AbortError');
}

/** Whether `e` says the run was cancelled (not that it failed). */
export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}
