// What the play screen's board offers for the current decision: the spaces a click can pick, the one
// picked, the routes of the ways asked, and what a click on a space does (pick it, or say why not).
import { useCallback, useMemo } from 'react';
import { deciderOf } from '../../engine';
import type { GameState } from '../../engine/types';
import { spaceName } from '../../engine/board';
import { botDecides, useGame } from '../../store/game';
import { rollDue, type Guide } from '../../store/guide';
import { TITANS } from '../meta';
import { problem } from '../../i18n/errors';
import { useBoardChoices } from './useBoardChoices';
import { spaceWords } from '../board/BoardSpace';
import { explain } from './explain';
import { t } from '../../i18n';
import '../../i18n/tableMessages';

interface PlayBoard {
  selectable: Set<number>;
  /** The move's other destinations once one is chosen (Guide.otherDests): a tap changes to it. */
  moveTo: Set<number>;
  selected: number | null;
  routes: Set<number> | null;
  onSpace: (space: number) => void;
}

const NONE: Set<number> = new Set();

export function usePlayBoard(g: Guide | null, animating: boolean): PlayBoard {
  const draft = useGame((s) => s.ui.draft);
  // Directions asked now, as the spaces where they lead (clicking one picks that direction); ways asked
  // now, as their routes (clicking a space only one way passes picks that way).
  const { choices, routes } = useBoardChoices(g);
  const selectable = useMemo(() => {
    if (!g || animating) return new Set<number>();
    return choices ? new Set([...g.selectable, ...choices.keys()]) : g.selectable;
  }, [g, animating, choices]);
  const selected = useMemo(() => {
    if (!g) return null;
    const picks = draft?.picks ?? {};
    // A chosen card or ability that moves the Titan (Swiftness Potion, Leapfrog, a kick, a swap): where its
    // move ends, as for a die move — not the Titan clicked to borrow from or swap with.
    if (g.mode !== 'die' && g.action && g.moves && g.dest !== null) return g.dest;
    const key =
      g.selectAttr && picks[g.selectAttr] !== undefined
        ? g.selectAttr
        : picks.dest !== undefined
          ? 'dest'
          : picks.target !== undefined
            ? 'target'
            : null;
    // An only target, taken without asking, is still shown.
    // A die's end, known before its way is asked (brown: L L L and R R R meet, R1.6), is marked too.
    if (!key) return g.fixed[0]?.space ?? g.dest;
    // The destination clicked is the plain move's end; once the move is chosen, where it really ends
    // (a strike before it may clear the trap that would have stopped it), as the prompt and preview say.
    if (key === 'dest' && g.action && g.dest !== null) return g.dest;
    const v = Number(picks[key]);
    return Number.isFinite(v) ? v : null;
  }, [g, draft]);
  const moveTo = useMemo(() => {
    if (!g || animating || g.otherDests.size === 0) return NONE;
    // A space the question asks now (a strike's target) answers the question first.
    return new Set([...g.otherDests].filter((s) => !selectable.has(s)));
  }, [g, animating, selectable]);
  const onSpace = useSpaceClick(g, choices, moveTo);
  return { selectable, moveTo, selected, routes, onSpace };
}

/** A space of the game in plain words: what stands there and what it does (a plain space says so). */
function spaceAbout(game: GameState, s: number): string {
  const element = game.course.elements[s] ?? '';
  const trap = game.traps.includes(s);
  const occupant = game.titans.find((x) => x.space === s)?.id;
  const { tip } = spaceWords({ s, boards: game.course.boards, element, trap, occupant });
  return element || trap ? tip : `${tip}\n${t('play.spacePlain')}`;
}

/**
 * A click on a space: picks a direction, a way or a space asked; else says what the space is (explain.ts)
 * and why nothing happens.
 */
function useSpaceClick(
  g: Guide | null,
  choices: Map<number, string> | null,
  moveTo: Set<number>,
): (space: number) => void {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const pick = useGame((s) => s.pick);
  const unpick = useGame((s) => s.unpick);
  const setError = useGame((s) => s.setError);
  const legal = useGame((s) => s.legal);
  const bot = useGame(botDecides);
  const boards = game.course.boards;
  const over = summary.winner !== null;
  return useCallback(
    (s: number) => {
      const choice = choices?.get(s);
      if (g?.ask && choice !== undefined) {
        pick(g.ask.attr.key, choice);
        return;
      }
      if (g && g.selectable.has(s) && g.selectAttr) {
        pick(g.selectAttr, String(s));
        return;
      }
      // Another end of the move, once one is chosen: the destination changes to it (the later choices, a
      // way or a strike's target, asked again), as "Change destination" then this space would.
      if (moveTo.has(s)) {
        unpick('dest', String(s));
        return;
      }
      const name = spaceName(s, boards);
      explain(spaceAbout(game, s));
      if (over) setError(problem('raceOver'));
      else if (bot) setError(problem('clickBot', { space: name, titan: TITANS[deciderOf(summary)].name }));
      else if (summary.pending)
        setError(problem('clickPending', { space: name, titan: TITANS[summary.pending.titan].name }));
      else if (legal.some((a) => a.type === 'roll'))
        setError(
          rollDue(game, legal) === 'last'
            ? problem('clickRerollFirst', { space: name })
            : problem('clickRollFirst', { space: name }),
        );
      else if (legal.some((a) => a.type === 'chooseDie'))
        setError(problem('clickChooseDieFirst', { space: name }));
      else if (g?.ask && g.ask.attr.kind === 'space')
        setError(problem('clickNotHighlighted', { space: name, prompt: { key: g.ask.attr.prompt.key } }));
      else if (g?.selectAttr) setError(problem('clickNotRinged', { space: name }));
      else setError(problem('clickNothing', { space: name }));
    },
    [g, choices, moveTo, pick, unpick, boards, over, bot, summary, legal, setError, game],
  );
}
