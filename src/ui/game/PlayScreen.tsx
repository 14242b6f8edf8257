// The play screen: board, turn controls, pending decisions, Titan panels, log, menus.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { spaceName } from '../../engine/board';
import { botDecides, MASTER_MS_CHOICES, useGame, type Speed } from '../../store/game';
import { draftRole, rollDue } from '../../store/guide';
import { BoardView } from '../board/BoardView';
import { TITANS } from '../meta';
import { EventLog } from './EventLog';
import { HandOff } from './HandOff';
import { useAnimatedTokens, useGuide, useHoverPath, usePreview } from './hooks';
import { PendingPrompt } from './PendingPrompt';
import { RulesDialog } from './Rules';
import { TitanPanel } from './TitanPanel';
import { BotTurn, draftStatus, TurnPanel } from './TurnPanel';
import { useBotDriver } from './useBots';
import { useBoardChoices } from './useBoardChoices';
import { WinScreen } from './WinScreen';
import { gameFileName, download } from '../download';
import { ImportButton, Messages, SaveFailure } from './Messages';
import { SoundSettings } from '../sound/SoundSettings';
import { useGameSounds } from '../sound/useGameSounds';
import { useDiceMotion } from '../dice/useDiceMotion';

function SettingsMenu() {
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  const ref = useRef<HTMLDetailsElement>(null);
  // Closes on Escape and on a click outside, like any menu.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && ref.current?.open) {
        ref.current.open = false;
        ref.current.querySelector('summary')?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) ref.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, []);
  return (
    <details className="menu" ref={ref}>
      <summary className="btn">Settings</summary>
      <div className="menu-box">
        <label>
          Animation speed{' '}
          <select value={settings.speed} onChange={(e) => setSettings({ speed: e.target.value as Speed })}>
            <option value="off">off</option>
            <option value="slow">slow</option>
            <option value="normal">normal</option>
            <option value="fast">fast</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.handoff}
            onChange={(e) => setSettings({ handoff: e.target.checked })}
          />{' '}
          “Pass the device” screen between players
        </label>
        <label>
          Master bot thinks{' '}
          <select
            value={settings.masterMs}
            onChange={(e) => setSettings({ masterMs: Number(e.target.value) })}
          >
            {MASTER_MS_CHOICES.map((ms) => (
              <option key={ms} value={ms}>
                {ms < 1000 ? `${ms} ms` : `${ms / 1000} s`}
              </option>
            ))}
          </select>{' '}
          per decision
        </label>
        <p className="hint">With “reduce motion” set in your system, nothing is animated.</p>
        <SoundSettings />
      </div>
    </details>
  );
}

export function PlayScreen({ onHome }: { onHome: () => void }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const draft = useGame((s) => s.ui.draft);
  const pick = useGame((s) => s.pick);
  const setError = useGame((s) => s.setError);
  const exportSave = useGame((s) => s.exportSave);
  const anim = useGame((s) => s.anim);
  const legal = useGame((s) => s.legal);
  const [rules, setRules] = useState(false);
  const g = useGuide();
  const preview = usePreview(g);
  const hoverPath = useHoverPath(g);
  const { tokens, animating, stepMs } = useAnimatedTokens();
  useGameSounds(stepMs);
  useDiceMotion();
  const botDriver = useBotDriver(animating);
  const bot = useGame(botDecides);
  const bots = useGame((s) => s.bots);
  const boards = game.course.boards;
  // Leaving the table hides every hand; coming back (Home → Resume) starts with the hand-off.
  useEffect(() => () => useGame.getState().coverTable(), []);
  const active = summary.active;
  const over = summary.winner !== null;

  // Measure "Confirm move" → settled board (main-thread work of the update), for the perf budget.
  const seqRef = useRef(anim.seq);
  useLayoutEffect(() => {
    if (seqRef.current === anim.seq || animating) return;
    seqRef.current = anim.seq;
    if (typeof performance === 'undefined' || !performance.getEntriesByName) return;
    if (performance.getEntriesByName('tr:confirm', 'mark').length > 0) {
      performance.measure('tr:confirm-to-settled', 'tr:confirm');
      performance.clearMarks('tr:confirm');
    }
  }, [anim.seq, animating]);

  // Directions asked now, as the spaces where they lead (clicking one picks that direction).
  const choices = useBoardChoices(g);
  const selectable = useMemo(() => {
    if (!g || animating) return new Set<number>();
    return choices ? new Set([...g.selectable, ...choices.keys()]) : g.selectable;
  }, [g, animating, choices]);
  const selected = useMemo(() => {
    if (!g || !draft) return null;
    const key =
      g.selectAttr && draft.picks[g.selectAttr] !== undefined
        ? g.selectAttr
        : draft.picks.dest !== undefined
          ? 'dest'
          : draft.picks.target !== undefined
            ? 'target'
            : null;
    // An only target, taken without asking, is still shown (issue 13).
    if (!key) return g.fixed[0]?.space ?? null;
    const v = Number(draft.picks[key]);
    return Number.isFinite(v) ? v : null;
  }, [g, draft]);

  const onSpace = useCallback(
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
      const name = spaceName(s, boards);
      if (over) setError('The race is over.');
      else if (bot)
        setError(
          `${name} cannot be chosen: a bot is playing for ${TITANS[summary.pending?.titan ?? summary.active].name}.`,
        );
      else if (summary.pending)
        setError(
          `${name} cannot be chosen: ${TITANS[summary.pending.titan].name}'s player must decide first.`,
        );
      else if (legal.some((a) => a.type === 'roll'))
        setError(
          `${name} cannot be chosen yet: ${rollDue(game, legal) === 'last' ? 'reroll all the dice' : 'roll the dice'} first.`,
        );
      else if (legal.some((a) => a.type === 'chooseDie'))
        setError(`${name} cannot be chosen yet: choose a die from the pool first.`);
      else if (g?.ask && g.ask.attr.kind === 'space')
        setError(`${name} cannot be chosen: it is not one of the highlighted spaces. ${g.ask.attr.prompt}.`);
      else if (g?.selectAttr)
        setError(`${name} cannot be chosen: only the spaces marked with a ring can be targeted.`);
      else setError(`${name}: there is nothing to choose on the board now.`);
    },
    [g, choices, pick, boards, over, bot, summary.pending, summary.active, legal, setError, game],
  );

  const offBoard = tokens.filter((t) => t.space < 0).map((t) => t.titan);
  const onBoard = useMemo(() => tokens.filter((t) => t.space >= 0), [tokens]);
  const onExport = () => download(gameFileName(), exportSave());
  const activeMeta = TITANS[active];
  const dice = over
    ? ''
    : draftStatus(
        rollDue(game, legal),
        draftRole(game),
        legal.some((a) => a.type === 'chooseDie'),
      );
  const traps = useMemo(() => game.traps.slice(), [game.traps]);

  return (
    <div className="play" data-active={active} data-animating={animating ? 'true' : undefined}>
      <header className="play-bar">
        <h1 className="play-title">
          <a
            href="#/"
            onClick={(e) => {
              e.preventDefault();
              onHome();
            }}
          >
            Titan Race
          </a>
        </h1>
        <p className="turn-banner" style={{ borderColor: activeMeta.colour }} aria-live="polite">
          <span
            className="titan-swatch"
            style={{ background: activeMeta.colour, color: activeMeta.ink }}
            aria-hidden="true"
          >
            {activeMeta.initial}
          </span>
          {over ? 'Race over' : `Round ${summary.round}: ${activeMeta.name}'s turn`}
          {!over && bots[active] && ` (${bots[active]} bot)`}
          {dice && !summary.pending && <span className="turn-banner-draft"> — {dice}</span>}
          {summary.pending && !over && ` — waiting for ${TITANS[summary.pending.titan].name}'s decision`}
        </p>
        <nav className="play-menu" aria-label="Game menu">
          <button type="button" className="btn" onClick={() => setRules(true)}>
            Rules
          </button>
          <SettingsMenu />
          <button type="button" className="btn" onClick={onExport}>
            Save to file
          </button>
          <ImportButton label="Load" />
          <button type="button" className="btn" onClick={onHome}>
            Home
          </button>
        </nav>
      </header>
      <div className="play-main">
        <div className="play-board">
          <BoardView
            boards={boards}
            elements={game.course.elements}
            traps={traps}
            tokens={onBoard}
            offBoard={offBoard}
            selectable={selectable}
            highlighted={preview?.path ?? hoverPath ?? undefined}
            hit={preview?.hits}
            selected={selected}
            selectStyle={g?.selectStyle}
            onSpace={onSpace}
            stepMs={stepMs}
            boardNames={game.course.names}
            label={`Board: ${game.course.names.join(', ')}`}
          />
        </div>
        <div className="play-side">
          <SaveFailure />
          <Messages />
          {botDriver.halted && (
            <div className="msg msg--error" data-bots-halted="">
              <span>The bots stopped after repeated errors.</span>
              <button type="button" className="btn btn--small" onClick={botDriver.retry}>
                Retry
              </button>
            </div>
          )}
          {over ? (
            <WinScreen onHome={onHome} />
          ) : bot ? (
            <BotTurn />
          ) : summary.pending ? (
            <PendingPrompt />
          ) : (
            <TurnPanel g={g} preview={preview} />
          )}
          <div className="titans">
            {game.titans.map((t) => (
              <TitanPanel key={t.id} titan={t.id} />
            ))}
          </div>
        </div>
        <div className="play-log">
          <EventLog />
        </div>
      </div>
      <HandOff />
      {rules && <RulesDialog onClose={() => setRules(false)} />}
    </div>
  );
}
