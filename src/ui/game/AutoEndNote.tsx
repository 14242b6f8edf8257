// Says that the store will end the turn in a moment (store/autoEnd.ts): nothing else can be
// done, so End turn is pressed for the player once the table has seen the result — or the player asked
// for it with "Confirm & end turn".
import { useGame } from '../../store/game';
import { endAsked } from '../../store/autoEnd';
import { useT } from '../../i18n/useT';

export function AutoEndNote() {
  const on = useGame((s) => s.autoEnding);
  const asked = useGame(endAsked);
  const t = useT();
  if (!on) return null;
  return (
    <p className="hint auto-end" role="status" data-auto-end="">
      {t(asked ? 'flow.endingAsked' : 'flow.autoEnding')}
    </p>
  );
}
