// What a sweep or a comparison of the Balance view plays: the configurations, A first, from the form
// and the explore fields (useExploreForm.ts), or the problem saying why the form does not make one.
import type { Circuit, CircuitId } from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import type { BalanceConfig } from '../../sim/balance';
import { t } from '../../i18n';
import { fail, problem, type Result } from '../../i18n/errors';
import { configOf, type Form } from './balanceForm';
import { explorePoints, labSweep, withRules, type ExploreSpec } from './explore';
import { houseRules } from './HouseRules';
import type { ExploreForm } from './useExploreForm';

/** What a sweep or comparison varies, and the configurations it plays (A first). */
export function exploreOf(
  form: Form,
  ex: ExploreForm,
  byId: Map<string, PlayableCircuit>,
): Result<{ spec: ExploreSpec; points: BalanceConfig[] }> {
  const { mode, sweepKey, sweepCard, sweepValues, paintElement, paintSpaces } = ex;
  const { versus, bIds, bHouse, bCard, bCardCount } = ex;
  const made = configOf(form, byId);
  if (!made.ok) return made;
  const cfg = made.config;
  let spec: ExploreSpec;
  if (mode === 'sweep') {
    const sw = labSweep(sweepKey, sweepCard, sweepValues, {
      element: paintElement,
      spaces: paintSpaces,
    });
    if (!sw.ok) return sw;
    spec = { kind: 'sweep', sweep: sw.sweep };
  } else {
    let b: BalanceConfig;
    let labelB: string;
    const labelA = form.ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
    if (versus === 'course') {
      const ids = form.slam ? [0, 1, 2].map((i) => bIds[i] ?? bIds[0]) : [bIds[0]];
      const circuits: (CircuitId | Circuit)[] = [];
      for (const id of ids) {
        const p = byId.get(id);
        if (!p) return fail(problem('labUnknownCircuitB', { id }));
        circuits.push(p.standard ? (p.id as CircuitId) : p.circuit);
      }
      b = { ...cfg, circuits };
      labelB = ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
    } else {
      b = withRules(cfg, houseRules(bHouse), bCard ? { card: bCard, count: bCardCount } : null);
      labelB = t('lab.houseRulesBLabel', { a: labelA });
    }
    spec = { kind: 'compare', b, labels: [labelA, labelB] };
  }
  const points = explorePoints(cfg, spec);
  return points.ok ? { ok: true, spec, points: points.points } : points;
}
