// The spaces the board offers now, also as buttons in the action bar: on a phone a board space is 20–31 px
// across, too small to tap (44 px is the product rule), and the spaces' names read where the question is.
// Shown under 1024 px (table.css); a press picks the space as a tap on the board would.
import { spaceName } from '../../engine/board';
import { useGame } from '../../store/game';
import type { Guide } from '../../store/guide';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';
import { TITANS } from '../meta';
import { Words } from './ChoiceGroup';

export function SpaceButtons({ g }: { g: Guide }) {
  const pick = useGame((s) => s.pick);
  const picked = useGame((s) => (g.selectAttr ? s.ui.draft?.picks[g.selectAttr] : undefined));
  const boards = useGame((s) => s.game!.course.boards);
  const titans = useGame((s) => s.game!.titans);
  const t = useT();
  if (!g.selectAttr || g.selectable.size === 0) return null;
  const key = g.selectAttr;
  const spaces = [...g.selectable].sort((a, b) => a - b);
  // A target with a Titan on it says whom (play-test 49: a Thunderbolt's targets read "1:D8 1:B10 1:D10"
  // on a Grand Slam phone, where the board's spaces are 12 px across).
  const who = (s: number) => titans.find((x) => x.space === s);
  // The Titan first, the space after ("Craken (E3)": play-test, three people on one 390×844 phone, where
  // "E3" had to be decoded on the board); the space stays in the name. A Grand Slam's phone bar, whose
  // spaces are the smallest, shows the Titan's initials ("Gr (1:D8)", as on its token). A phone under
  // 700 px high shows an optional strike's or trap's targets as the name over the space, two lines in the
  // 44 px button (CSS): on one line the names, even the initials, put purple's Life timing under them past
  // the fold at 360×640 (phone-fold.spec).
  const label = (s: number) => {
    const x = who(s);
    const name = spaceName(s, boards);
    if (!x) return name;
    const full = t('play.spaceWithTitan', { space: name, titan: TITANS[x.id].name });
    if (boards > 1) {
      const short = t('play.spaceWithTitan', { space: name, titan: TITANS[x.id].initial });
      return <Words full={full} short={short} />;
    }
    return (
      <>
        <span className="target-long">{full}</span>
        <span className="target-short" aria-hidden="true">
          <span className="target-titan">{TITANS[x.id].name}</span> <span>{name}</span>
        </span>
      </>
    );
  };
  return (
    <div className="space-buttons" role="group" aria-label={t('play.spaceButtons')} data-space-buttons="">
      {spaces.map((s) => (
        <button
          key={s}
          type="button"
          className={`btn btn--choice btn--space${picked === String(s) ? ' btn--on' : ''}`}
          aria-pressed={picked === String(s)}
          data-space-choice={spaceName(s, boards)}
          data-select-style={g.selectStyle}
          onClick={() => pick(key, String(s))}
        >
          {label(s)}
        </button>
      ))}
    </div>
  );
}
