// Says that the store will end the turn in a moment (issue 20, store/autoEnd.ts): nothing else can be
// done, so End turn is pressed for the player once the table has seen the result.
import { useGame } from '../../store/game';
import { useT } from '../../i18n/useT';

export function AutoEndNote() {
  const on = useGame((s) => s.autoEnding);
  const t = useT();
  if (!on) return null;
  return (
    <p className="hint auto-end" role="status" data-auto-end="">
      {t('flow.autoEnding')}
    </p>
  );
}
