// "What will happen": the whole action to its end, in the log's words, with the points where someone
// decides on the way, the pentacle reroll after it, a win, and a warning before knocking out one's own Titan.
import { ownTitans, type Preview } from '../../store/guide';
import { useGame } from '../../store/game';
import { formatEvents } from '../format';
import { titanName } from '../meta';
import { spaceName } from '../../engine/board';
import { formatList } from '../../i18n';
import { useT } from '../../i18n/useT';
import { engineErrorText } from '../../i18n/errors';
import '../../i18n/tableMessages';

/**
 * `end`: for a chosen move of the active Titan (a die's, or a card's or ability's that moves it), where it
 * ends — the guide's `dest`, the end of the engine's preview of that very action (store/guide.ts), null
 * when the Titan is knocked out on the way; undefined for choices that do not move it (no end line).
 */
export function PreviewBox({ preview, end }: { preview: Preview; end?: number | null }) {
  const game = useGame((s) => s.game)!;
  const t = useT();
  if (!preview.ok) return <p className="preview preview--bad">{engineErrorText(preview.error!)}</p>;
  // One line first, where the move ends: a long list, cut by a reaction point, made its first step's end
  // ("… to D2", a trap) read as the move's end when the move went on to D4.
  const endLine =
    end === undefined
      ? null
      : end === null
        ? t('play.previewEndKo', { titan: titanName(game.titans[game.active].id) })
        : end === game.titans[game.active].space
          ? t('play.previewEndStays', { space: spaceName(end, game.course.boards) })
          : t('play.previewEnd', { space: spaceName(end, game.course.boards) });
  const ctx = { cardNames: game.setup.options?.cardNames, boards: game.course.boards };
  const mine = new Set(ownTitans(game, game.active));
  // The events up to each point where someone decides, then that point (engine/preview.ts goes on with
  // the default choice, so the list runs to where the move really ends).
  const items: { key: string; text: string; decision?: boolean }[] = [];
  let from = 0;
  const cuts = [...preview.decisions, null];
  cuts.forEach((d, k) => {
    const to = d ? d.at : preview.events.length;
    formatEvents(preview.events.slice(from, to), ctx).forEach((l, i) =>
      items.push({ key: `${k}-${i}`, text: l.text }),
    );
    from = to;
    if (!d) return;
    const who = titanName(d.titan);
    const where = d.space ? t('play.pirateSpace', { space: d.space }) : t('play.pirates');
    const paid = preview.events.slice(d.at).find((e) => e.type === 'pirates' && e.titan === d.titan);
    const shown =
      paid && paid.type === 'pirates' && paid.choice === 'discard' ? t('play.aCard') : t('play.oneLife');
    items.push({
      key: `${k}-d`,
      decision: true,
      text:
        d.kind === 'pirates'
          ? mine.has(d.titan)
            ? t('play.decisionPiratesMine', { where, who, shown })
            : t('play.decisionPirates', { where, who, shown })
          : t('play.decisionReaction'),
    });
  });
  return (
    <div className="preview" aria-live="polite" aria-label={t('play.whatWillHappen')}>
      <h3>{t('play.whatWillHappen')}</h3>
      {endLine && (
        <p className="preview-end" data-preview-end={end ?? 'ko'}>
          {endLine}
        </p>
      )}
      <ol>
        {items.map((l) => (
          <li
            key={l.key}
            className={l.decision ? 'preview-decision' : undefined}
            data-decision={l.decision ? '' : undefined}
          >
            {l.text}
          </li>
        ))}
        {preview.rerollAfter && <li>{t('play.rerollAfter')}</li>}
      </ol>
      {preview.wins && <p className="preview-win">{t('play.winsRace')}</p>}
      {preview.ownKnockouts.length > 0 && (
        <p className="warning" role="alert">
          {t('play.ownKnockout', {
            n: preview.ownKnockouts.length,
            titans: formatList(preview.ownKnockouts.map(titanName)),
          })}
        </p>
      )}
    </div>
  );
}
