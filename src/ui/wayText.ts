// The way choice in words: what each way does that the others do not ("lava on A3: Grinder
// −1 Life"), from store/ways.ts's effects, in the UI's language.
import type { LossCause } from '../engine/types';
import type { WayEffect } from '../store/ways';
import { t, type MessageKey } from '../i18n';
import { titanName } from './meta';

const CAUSE: Record<LossCause, MessageKey> = {
  push: 'flow.causePush',
  trap: 'flow.causeTrap',
  lava: 'flow.causeLava',
  pirates: 'flow.causePirates',
  fire: 'flow.causeFire',
  strike: 'flow.causeStrike',
  ability: 'flow.causeAbility',
  card: 'flow.causeCard',
  purple: 'flow.causePurple',
  pentacle: 'flow.causePentacle',
};

function wayEffectText(e: WayEffect): string {
  switch (e.kind) {
    case 'life': {
      const p = { cause: t(CAUSE[e.cause]), titan: titanName(e.titan) };
      // A push's loss happens where the pushed Titan lands: said without the space, after "pushes X"; a
      // blast's, beside the statue, after "fire statue on C3 blasts" ("fire statue on B4: X −1 Life"
      // named the victim's space as the statue's: play-test 49).
      return e.space && e.cause !== 'push' && e.cause !== 'fire'
        ? t('flow.wayLifeAt', { ...p, space: e.space })
        : t('flow.wayLife', p);
    }
    case 'shielded':
      return t('flow.wayShielded', { titan: titanName(e.titan) });
    case 'push':
      return t('flow.wayPush', { titan: titanName(e.titan) });
    case 'draw':
      return t('flow.wayDrawAt', { titan: titanName(e.titan), space: e.space ?? '?' });
    case 'blast':
      return t('flow.wayBlast', { space: e.space });
    case 'trapGone':
      return t('flow.wayTrapGone', { space: e.space });
    case 'pirates':
      return t('flow.wayPiratesAt', { titan: titanName(e.titan), space: e.space ?? '?' });
    case 'ko':
      return t('flow.wayKo', { titan: titanName(e.titan) });
    case 'win':
      return t('flow.wayWin', { titan: titanName(e.titan) });
  }
}

/**
 * The words after a way's arrows: its own effects, or "nothing on the way" — "nothing else on the way"
 * when every way does something (said once beside the question, waysShared): a way to a fire statue
 * read "nothing on the way" and then blasted two Titans (play-test 49).
 */
export function wayNote(effects: readonly WayEffect[] | undefined, sharedCount = 0): string {
  if (!effects) return '';
  if (effects.length > 0) return effects.map(wayEffectText).join('; ');
  return t(sharedCount > 0 ? 'flow.wayNothingElse' : 'flow.wayNothing');
}

/** What every way does, said once beside the way choice ("Either way: …"); '' when nothing. */
export function waysShared(shared: readonly WayEffect[]): string {
  return shared.length === 0 ? '' : t('flow.wayEither', { effects: shared.map(wayEffectText).join('; ') });
}
