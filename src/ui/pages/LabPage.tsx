// The playtest lab (#/lab, #/lab?circuit=<id>): a designer picks a course (or a Grand Slam), Titans and
// bot levels, runs a batch of games in Web Workers, and reads win rates with confidence intervals, game
// length, Life lost and a per-space heatmap — for one course, or two side by side — and exports JSON/CSV.
import '../../i18n/labMessages';
import { useState, useSyncExternalStore } from 'react';
import { libraryState, subscribeLibrary } from '../../editor/library';
import { clip } from '../../store/validate';
import { BalanceView } from '../lab/BalanceView';
import { BatchView } from '../lab/BatchView';
import { SuggestView } from '../lab/SuggestView';
import { ReplayPanel } from '../lab/ReplayPanel';
import { useLinkedReplay } from '../lab/useLinkedReplay';
import type { SuggestPreset } from '../lab/suggestFrom';
import {
  circuitFromHash,
  SHARED_ID,
  useLabCircuits,
  useSharedCircuit,
  viewFromHash,
  type LabViewName,
} from '../lab/useLabCircuits';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { LanguagePicker } from '../LanguagePicker';
import { replaceAddress } from '../route';
import { mayLeave } from '../leaving';
import { LeaveDialog } from '../LeaveDialog';
import { useAddressCircuit } from '../lab/missingCircuits';
import '../lab/lab.css';

export function LabPage() {
  const t = useT();
  const shared = useSharedCircuit();
  const circuits = useLabCircuits(shared.circuit);
  const [view, setView] = useState<LabViewName>(viewFromHash);
  // A replay link (#/lab?replay=…): the game is played again in a worker and shown above the views.
  const { linked, close: closeLinked } = useLinkedReplay();
  // Another view unmounts this one: a run under way there asks first, then stops (useRun).
  const mayShow = (v: LabViewName) => (v === view ? Promise.resolve(true) : mayLeave());
  const chooseView = async (v: LabViewName) => {
    if (await mayShow(v)) showView(v);
  };
  const showView = (v: LabViewName) => {
    setView(v);
    // Kept in the address (a reload stays in this view), without a hashchange.
    const [path, query] = window.location.hash.split('?');
    const q = new URLSearchParams(query ?? '');
    if (v !== 'batch') q.set('view', v);
    else q.delete('view');
    const qs = q.toString().replace(/%2B/g, '+');
    replaceAddress(`${path || '#/lab'}${qs ? `?${qs}` : ''}`);
  };
  // Balance → Suggest: the verdict's "What would I change?" opens Suggest on the same
  // circuit and settings; `n` remounts the Suggest view so a second hand-over refills its form.
  const [handOver, setHandOver] = useState<{ preset: SuggestPreset; n: number } | null>(null);
  const suggestFrom = async (preset: SuggestPreset) => {
    if (!(await mayShow('suggest'))) return;
    setHandOver((h) => ({ preset, n: (h?.n ?? 0) + 1 }));
    showView('suggest');
  };
  const initialId = useAddressCircuit(shared.circuit ? SHARED_ID : circuitFromHash(), circuits);
  // `#/lab?circuit=<unknown>`: said (once the editor's library has loaded), never silently ignored.
  const libState = useSyncExternalStore(subscribeLibrary, libraryState, libraryState);
  const unknownCircuit =
    initialId !== null && libState !== 'loading' && !circuits.some((c) => c.id === initialId)
      ? t('safe.unknownLabCircuit', { id: clip(initialId) })
      : null;

  return (
    <main className="lab">
      <header className="lab-header">
        <h1>{t('lab.title')}</h1>
        <nav>
          <a href="#/">{t('lab.navPlay')}</a> · <a href="#/editor">{t('lab.navEditor')}</a>
        </nav>
        <LanguagePicker />
      </header>
      <div className="lab-tabs" role="tablist" aria-label={t('lab.views')}>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'batch'}
          onClick={() => void chooseView('batch')}
        >
          {t('lab.tabBatch')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'balance'}
          onClick={() => void chooseView('balance')}
        >
          {t('lab.tabBalance')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'suggest'}
          onClick={() => void chooseView('suggest')}
        >
          {t('suggest.tab')}
        </button>
      </div>
      {shared.error && <p className="lab-error">{shared.error}</p>}
      {unknownCircuit && (
        <p className="lab-error" role="alert" data-unknown-circuit>
          {unknownCircuit}
        </p>
      )}
      {linked &&
        ('playing' in linked ? (
          <section className="lab-replay-progress" data-testid="replay-progress" aria-busy="true">
            <p role="status">
              {t('lab.replayPlaying', { k: linked.k })} {t('lab.replayMoves', { n: linked.moves })}
            </p>
            <progress aria-label={t('lab.replayPlaying', { k: linked.k })} />{' '}
            <button type="button" onClick={closeLinked}>
              {t('lab.replayCancel')}
            </button>
          </section>
        ) : linked.ok ? (
          <ReplayPanel
            key={`${linked.k}:${linked.at}:${linked.replay.setup.seed}`}
            replay={linked.replay}
            title={t('lab.replayFromLink', { k: linked.k })}
            initialAt={linked.at}
            onClose={closeLinked}
          />
        ) : (
          <p className="lab-error" role="alert">
            {problemText(linked.error)}{' '}
            <button type="button" onClick={closeLinked}>
              {t('lab.dismiss')}
            </button>
          </p>
        ))}
      {view === 'suggest' ? (
        <SuggestView
          key={handOver?.n ?? 0}
          circuits={circuits}
          initialId={initialId}
          preset={handOver?.preset}
        />
      ) : view === 'balance' ? (
        <BalanceView circuits={circuits} initialId={initialId} onSuggest={(p) => void suggestFrom(p)} />
      ) : (
        <BatchView circuits={circuits} initialId={initialId} />
      )}
      <LeaveDialog />
    </main>
  );
}
