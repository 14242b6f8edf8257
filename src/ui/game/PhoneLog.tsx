// The log on a phone: the whole log does not fit beside the board, so the newest line
// stays in sight in a bar above the pinned turn banner, and one tap opens the whole log as a sheet over
// the page (the same log panel, moved by CSS: one live region, one heading). Hidden on wider screens,
// where the log is a side column. A game opened from the editor or the lab starts the line with the way
// back ("← Editor"): one press, where the header's folded menu would take two.
import { useMemo } from 'react';
import { useLang, useT } from '../../i18n/useT';
import { useGame } from '../../store/game';
import { logLines } from './EventLog';
import '../../i18n/tableMessages';
import type { WayBack } from './wayBack';
import { BackLink } from './PlayHeader';

export const PLAY_LOG_ID = 'play-log';

export function PhoneLog({
  open,
  onToggle,
  back = null,
}: {
  open: boolean;
  onToggle: () => void;
  back?: WayBack | null;
}) {
  const t = useT();
  const lang = useLang();
  const log = useGame((s) => s.log);
  const auto = useGame((s) => s.auto);
  const game = useGame((s) => s.game);
  const latest = useMemo(() => {
    if (!game) return '';
    // The whole log, so the newest line is worded in its real context (each entry's words are cached).
    const lines = logLines(
      log,
      { cardNames: game.setup.options?.cardNames, boards: game.course.boards },
      auto,
    );
    return lines.length ? lines[lines.length - 1].text : '';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- worded in the language `lang`
  }, [log, auto, game, lang]);
  return (
    <div className="phone-log" data-phone-log="">
      {back && <BackLink back={back} className="btn btn--small phone-back" short />}
      {/* The log panel itself is the live region; this line repeats its newest entry for the eye. */}
      <span className="phone-log-latest" aria-hidden="true">
        {latest}
      </span>
      <button
        type="button"
        className="btn btn--small"
        aria-expanded={open}
        aria-controls={PLAY_LOG_ID}
        onClick={onToggle}
      >
        {open ? t('table.hideLog') : t('table.showLog')}
      </button>
    </div>
  );
}
