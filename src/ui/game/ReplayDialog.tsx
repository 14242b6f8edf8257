// The replay of the game in the store, over the win screen: rebuilt through the engine from its setup and
// actions (src/ui/lab/replay.ts), shown from the start in the replay's own screen (ReplayPanel), or why it
// could not be rebuilt.
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { useGame } from '../../store/game';
import { buildReplay } from '../lab/replay';
import { ReplayPanel } from '../lab/ReplayPanel';
import '../../i18n/tableMessages';

export default function ReplayDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const setup = useGame((s) => s.setup);
  const actions = useGame((s) => s.actions);
  const bots = useGame((s) => s.bots);
  const name = useGame((s) => s.gameName);
  const built = useMemo(() => (setup ? buildReplay(setup, actions, bots) : null), [setup, actions, bots]);
  const ok = built?.ok === true;
  useEffect(() => {
    if (ok) return; // the replay's own keys close it
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ok, onClose]);
  if (built?.ok)
    return (
      <ReplayPanel
        replay={built.replay}
        title={name || t('table.thisGame')}
        onClose={onClose}
        dialogLabel={t('table.replayGame')}
      />
    );
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-label={t('table.replayGame')}>
      <div className="overlay-box">
        <p role="alert" className="msg msg--error">
          {t('table.replayFailed', { why: built && !built.ok ? problemText(built.error) : '' })}
        </p>
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
