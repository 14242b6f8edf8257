// The folded setup sections' one-line summaries: what the group will play, readable without unfolding.
import { DEFAULT_DECK, DEFAULT_START_LIFE } from '../../engine/data';
import { CARD_IDS, type TitanId } from '../../engine/types';
import { t } from '../../i18n';
import { TITANS } from '../meta';
import { deckSize, reactionMode, seatTitans, startLifeOf, teamCount, type SetupForm } from './setupForm';
import '../../i18n/tableMessages';

/** The rulebook's values the house rules start from (initialForm). */
const RULEBOOK = { maxLife: 6, handSize: 2, trapSupply: 15 };

/** "Rassïk, Grinder, Craken" in turn order, and the teams when there are some. */
export function titansSummary(f: SetupForm): string {
  const titans = seatTitans(f)
    .map((id) => TITANS[id].name)
    .join(', ');
  const k = teamCount(f.teams);
  return k ? `${titans} · ${t('setup.teamsCount', { n: k })}` : titans;
}

/** "Kaldheira — the pools of doom · 3 laps", or the Grand Slam's three boards. */
export function courseSummary(f: SetupForm, names: string[]): string {
  return f.slam
    ? t('setup.slamSummary', { circuits: names.join(', ') })
    : `${names[0]} · ${t('setup.lapsCount', { n: f.laps })}`;
}

/** "Rulebook rules · Reactions: ask everyone", or what differs from the rulebook. */
export function houseSummary(f: SetupForm, handoff: boolean): string {
  const parts: string[] = [];
  if (f.maxLife !== RULEBOOK.maxLife) parts.push(t('setup.sumMaxLife', { n: f.maxLife }));
  const ruleLife = (id: TitanId) => Math.min(DEFAULT_START_LIFE[id] ?? f.maxLife, f.maxLife);
  if (seatTitans(f).some((id) => startLifeOf(f, id) !== ruleLife(id))) parts.push(t('setup.sumStartLife'));
  if (f.handSize !== RULEBOOK.handSize) parts.push(t('setup.sumHand', { n: f.handSize }));
  if (f.trapSupply !== RULEBOOK.trapSupply) parts.push(t('setup.sumTraps', { n: f.trapSupply }));
  if (CARD_IDS.some((c) => f.deck[c] !== DEFAULT_DECK[c]))
    parts.push(t('setup.sumDeck', { n: deckSize(f.deck) }));
  if (parts.length === 0) parts.push(t('setup.sumRulebook'));
  const mode = reactionMode(f);
  parts.push(
    mode === 'always'
      ? t('setup.sumReactAlways')
      : mode === 'eligible'
        ? t('setup.sumReactEligible')
        : t('setup.sumReactNever'),
  );
  if (f.seed.trim() !== '') parts.push(t('setup.sumSeed', { seed: f.seed }));
  if (!handoff) parts.push(t('setup.sumNoHandoff'));
  return parts.join(' · ');
}
