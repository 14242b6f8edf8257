// A lab form's settings while its run plays. The run plays the form it started with, so its fields are
// disabled until it ends: the live result never sits under settings it is not playing, and a change
// made mid-run is not silently left out of the report. Run and Cancel stay outside the lock.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/** Disables every control inside while `running` (a fieldset with no box of its own). */
export function RunLock({ running, children }: { running: boolean; children: ReactNode }) {
  return (
    <fieldset className="lab-lock" disabled={running} data-testid="run-lock">
      {children}
    </fieldset>
  );
}

/** The line that says why the form does not answer, while a run plays. */
export function RunLockHint({ running }: { running: boolean }) {
  const t = useT();
  return running ? (
    <p className="lab-hint" data-testid="run-lock-hint">
      {t('lab.formLocked')}
    </p>
  ) : null;
}
