// Opening a report link (#/lab?view=balance&report=…): its settings fill the Balance form, then the
// report runs — the same configuration and seed, so the same numbers (reportLink.ts checks the link).
// Both steps are scheduled (not set during the effect), once the form holds the link's settings.
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import type { BalanceReport } from '../../sim/balance';
import type { BalanceLab } from './useBalanceLab';
import { openReportLink, reportParam } from './reportLink';

export function useReportLink(lab: BalanceLab): void {
  const pending = useRef(false);
  const first = useRef(lab);
  useEffect(() => {
    const p = reportParam(window.location.hash);
    if (p === null) return;
    const id = setTimeout(() => {
      const c = openReportLink(p);
      if (!c.ok) {
        first.current.fail(c.error);
        return;
      }
      first.current.loadSettings({ reproduce: c.value } as BalanceReport);
      pending.current = true;
    }, 0);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!pending.current || lab.running || !lab.made.ok) return;
    pending.current = false;
    // Not cleared on the next render: the run must start once, whatever renders in between.
    setTimeout(() => {
      void lab.run();
      lab.note(t('lab.reportFromLink'));
    }, 0);
  });
}
