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
      // A push's loss happens where the pushed Titan lands: said without the space, after "pushes X".
      return e.space && e.cause !== 'push'
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

/** The words after a way's arrows: its own effects, or "nothing on the way". */
export function wayNote(effects: readonly WayEffect[] | undefined): string {
  if (!effects) return '';
  return effects.length === 0 ? t('flow.wayNothing') : effects.map(wayEffectText).join('; ');
}
