// A bot as the table reads it in running text ("greedy bot"), in the current language.
import type { BotLevel } from '../../bots/types';
import { t } from '../../i18n';

export function botLabel(level: BotLevel): string {
  switch (level) {
    case 'random':
      return t('setup.botRandom');
    case 'greedy':
      return t('setup.botGreedy');
    case 'expert':
      return t('setup.botExpert');
    case 'master':
      return t('setup.botMaster');
  }
}
