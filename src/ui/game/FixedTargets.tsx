// A target the player did not have to choose (the only Titan in reach of Shove, of a card…) is named
// before confirming, and ringed on the board by the play screen: never a silent choice.
import { spaceName } from '../../engine/board';
import { useT } from '../../i18n/useT';
import { useGame } from '../../store/game';
import type { Guide } from '../../store/guide';
import { TITANS } from '../meta';
import '../../i18n/tableMessages';

export function FixedTargets({ g }: { g: Guide }) {
  const t = useT();
  const game = useGame((s) => s.game);
  if (!game || g.fixed.length === 0) return null;
  return (
    <>
      {g.fixed.map((f) => {
        const titan = game.titans.find((x) => x.space === f.space);
        const where = spaceName(f.space, game.course.boards);
        return (
          <p className="guide-fixed" key={f.key} data-fixed-target={where}>
            {titan
              ? t('table.onlyTargetTitan', { titan: TITANS[titan.id].name, space: where })
              : t('table.onlyTargetSpace', { space: where })}
          </p>
        );
      })}
    </>
  );
}
