// "A new version is ready — reload": shown over every page, never reloads by itself.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useT } from '../i18n/useT';
import { acceptUpdate, dismissUpdate, subscribeUpdate, updateState } from './register';
import './update.css';

export function UpdateOffer({
  accept = acceptUpdate,
  dismiss = dismissUpdate,
}: {
  accept?: () => void;
  dismiss?: () => void;
}) {
  const t = useT();
  const state = useSyncExternalStore(subscribeUpdate, updateState, updateState);
  if (state !== 'ready') return null;
  return (
    <div className="update-offer" role="status" data-update-offer="">
      <span>{t('app.updateReady')}</span>
      <button type="button" className="btn btn--primary btn--small" onClick={accept}>
        {t('app.updateReload')}
      </button>
      <button type="button" className="btn btn--quiet btn--small" onClick={dismiss}>
        {t('app.updateLater')}
      </button>
    </div>
  );
}

let mounted = false;

/** Its own little root beside the app's, so every page (game, editor, lab) shows it. */
export function mountUpdateOffer(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'update-offer-host';
  document.body.appendChild(host);
  createRoot(host).render(<UpdateOffer />);
}
