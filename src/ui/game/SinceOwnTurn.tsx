// One person playing with bots: when the turn comes back to them, what the bots did since their own last
// turn, in the log's words, under the question (the question keeps its place). Gone at the turn's first
// press; the log keeps it all.
import { useMemo } from 'react';
import { useGame } from '../../store/game';
import { useT } from '../../i18n/useT';
import { sinceOwnTurn } from './recap';
import '../../i18n/tableMessages';

export function SinceOwnTurn() {
  const game = useGame((s) => s.game)!;
  const bots = useGame((s) => s.bots);
  const log = useGame((s) => s.log);
  const auto = useGame((s) => s.auto);
  const t = useT();
  const lines = useMemo(() => {
    const people = game.players.filter((seats) => seats.some((i) => !bots[game.titans[i].id]));
    // Only for the one person at the table (with several, the hand-off's recap says it).
    if (people.length !== 1) return null;
    // Only before the turn's first press: the last entry of the log is the one that started it.
    if (!log.at(-1)?.some((e) => e.type === 'turnStarted')) return null;
    const mine = new Set<string>(people[0].map((i) => game.titans[i].id));
    const ctx = { cardNames: game.setup.options?.cardNames, boards: game.course.boards };
    return sinceOwnTurn(log, mine, ctx, auto);
  }, [game, bots, log, auto]);
  if (!lines) return null;
  return (
    <details className="since-own" data-since-own="" open>
      <summary>{t('play.sinceLast')}</summary>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l.text}</li>
        ))}
      </ul>
    </details>
  );
}
