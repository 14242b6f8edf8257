// The app's "leave this page?" question (leaving.ts mayLeave), in the app's style instead of the browser's
// confirm: the safe answer, Stay, has the focus, Escape stays, Tab goes between the two answers. The page
// that guards its leaving shows it; its words come with the guard.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentAsking, subscribeAsking } from './leaving';

export function LeaveDialog() {
  const asking = useSyncExternalStore(subscribeAsking, currentAsking, () => null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asking) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        asking.answer(false);
      } else if (e.key === 'Tab') {
        // The two answers are all there is to reach while the question is open.
        e.preventDefault();
        (document.activeElement === stayRef.current ? leaveRef : stayRef).current?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (before?.isConnected) before.focus();
    };
  }, [asking]);
  if (!asking) return null;
  return (
    <div className="overlay leave-dialog">
      <div
        className="overlay-box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-question"
        data-testid="leave-dialog"
      >
        <p id="leave-question" className="leave-question">
          {asking.question}
        </p>
        <div className="leave-answers">
          <button
            type="button"
            className="btn btn--primary"
            ref={stayRef}
            onClick={() => asking.answer(false)}
          >
            {asking.stay}
          </button>
          <button type="button" className="btn" ref={leaveRef} onClick={() => asking.answer(true)}>
            {asking.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
