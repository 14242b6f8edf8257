// "Replay this game" on the win screen: the whole game stepped through on its board with its
// log, by the lab's replay panel. The panel and its styles load only when asked for.
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

const ReplayDialog = lazy(() => import('./ReplayDialog'));

export function ReplayGameButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} data-replay-game="">
        {t('table.replayGame')}
      </button>
      {open && (
        <Suspense fallback={<p className="loading">{t('table.replayLoading')}</p>}>
          <ReplayDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
