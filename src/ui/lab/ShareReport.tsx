// "Copy a link that reruns this report": the report's settings and circuits in the
// address; opened, the lab fills its form with them and runs the report again (useReportLink.ts).
import { useState } from 'react';
import type { BalanceReport } from '../../sim/balance';
import { useT } from '../../i18n/useT';
import { reportHash } from './reportLink';

export function ShareReport({ report }: { report: BalanceReport }) {
  const t = useT();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}${reportHash(report.reproduce)}`;
    setShown(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (permissions): the link is shown to copy by hand
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        {t('lab.copyReportLink')}
      </button>
      {shown && (
        <span className="lab-hint" role="status">
          {copied ? t('lab.reportLinkCopied') : t('lab.reportLinkShown')}{' '}
          <input readOnly value={shown} data-testid="report-link" onFocus={(e) => e.target.select()} />
        </span>
      )}
    </>
  );
}
