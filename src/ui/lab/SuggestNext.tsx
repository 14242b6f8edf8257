// Under an "unfair" verdict: the way on to "what would I change?" — a button opening
// Suggest on the same circuit and settings, and one line saying what Suggest will do there.
import type { MessageKey } from '../../i18n';
import { formatNumber } from '../../i18n';
import { shownCircuitName } from '../meta';
import { useT } from '../../i18n/useT';
import type { ObjectiveName } from '../../sim/suggest/objective';
import { botsQualifier } from './botNames';
import type { SuggestPreset } from './suggestFrom';

const WHAT: Partial<Record<ObjectiveName, MessageKey>> = {
  titans: 'lab.suggestWhatTitans',
  turnPosition: 'lab.suggestWhatPositions',
  unfairness: 'lab.suggestWhatBoth',
};

export function SuggestNext({ preset, open }: { preset: SuggestPreset; open: () => void }) {
  const t = useT();
  const f = preset.form;
  return (
    <p className="lab-next" data-testid="verdict-suggest">
      <button type="button" className="primary" onClick={open}>
        {t('lab.suggestNext')}
      </button>{' '}
      <span className="lab-hint">
        {t('lab.suggestNextWhat', {
          circuit: shownCircuitName(preset.circuit.name),
          max: f.maxSpaces,
          what: t(WHAT[f.objective] ?? 'lab.suggestWhatBoth'),
          bots: botsQualifier([f.bot]),
          games: formatNumber(f.games),
        })}
      </span>
    </p>
  );
}
