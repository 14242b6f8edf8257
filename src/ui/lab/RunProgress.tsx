// A lab run's progress bar and its line (useRun's state): games played and time left, or how it ended.
import { formatNumber, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { timeLeftText } from './eta';

export interface RunProgressState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  message: string;
  running: boolean;
  progress: { done: number; total: number; seconds: number };
}

/** Nothing before a first run; `label` names the bar; `withMessage` adds the run's own words when done. */
export function RunProgress({
  run,
  label,
  withMessage = false,
}: {
  run: RunProgressState;
  label: MessageKey;
  withMessage?: boolean;
}) {
  const t = useT();
  const { status, message, progress, running } = run;
  if (status === 'idle') return null;
  const done = t('lab.doneGames', { n: progress.total, total: formatNumber(progress.total) });
  return (
    <div className="lab-progress">
      <progress max={progress.total} value={progress.done} aria-label={t(label)} />
      <span role="status">
        {running
          ? t('lab.playing', {
              n: progress.total,
              done: formatNumber(progress.done),
              total: formatNumber(progress.total),
            }) + timeLeftText(progress.done, progress.total, progress.seconds)
          : status === 'done'
            ? withMessage
              ? `${done} ${message}`
              : done
            : message}
      </span>
    </div>
  );
}
