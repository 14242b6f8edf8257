// The play screen as a table: a header of fixed height, then the board, the Titans' chips, the
// action bar (every decision) and the log, fitted to the viewport by CSS; menus and the hand-off.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { deciderOf } from '../../engine';
import { spaceName } from '../../engine/board';
import { botDecides, MASTER_MS_CHOICES, REACTION_PAUSE_CHOICES, useGame, type Speed } from '../../store/game';
import { rollDue } from '../../store/guide';
import { BoardView } from '../board/BoardView';
import { TITANS } from '../meta';
import { EventLog } from './EventLog';
import { PhoneLog, PLAY_LOG_ID } from './PhoneLog';
import { HandOff } from './HandOff';
import { useAnimatedTokens, useGuide, useHoverPath, usePreview, withEntry } from './hooks';
import { TitanPanel } from './TitanPanel';
import { useBotDriver } from './useBots';
import { useBoardChoices } from './useBoardChoices';
import { gameFileName, download } from '../download';
import { ImportButton } from './Messages';
import { ActionBar } from './ActionBar';
import type { TitanId } from '../../engine/types';
import { SoundSettings } from '../sound/SoundSettings';
import { useGameSounds } from '../sound/useGameSounds';
import { useDiceMotion } from '../dice/useDiceMotion';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { problem } from '../../i18n/errors';
import { LanguagePicker } from '../LanguagePicker';
import './table.css';
import '../../i18n/tableMessages';

// The rules load when asked for: not part of the play screen's first paint.
const RulesDialog = lazy(() => import('./Rules').then((m) => ({ default: m.RulesDialog })));

function SettingsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  // The menu's controls are made when it first opens: closed, nobody sees them, and making them (number
  // and language-name formatters) cost the play screen's first paint ~20 ms.
  const [made, setMade] = useState(false);
  const t = useT();
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
    <details className="menu" ref={ref} onToggle={(e) => e.currentTarget.open && setMade(true)}>
      <summary className="btn" onClick={() => setMade(true)}>
        {t('play.settings')}
      </summary>
      <div className="menu-box">{made && <SettingsControls />}</div>
    </details>
  );
}

function SettingsControls() {
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  const t = useT();
  return (
    <>
      <label>
        {t('play.speed')}{' '}
        <select value={settings.speed} onChange={(e) => setSettings({ speed: e.target.value as Speed })}>
          <option value="off">{t('play.speedOff')}</option>
          <option value="slow">{t('play.speedSlow')}</option>
          <option value="normal">{t('play.speedNormal')}</option>
          <option value="fast">{t('play.speedFast')}</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.handoff}
          onChange={(e) => setSettings({ handoff: e.target.checked })}
        />{' '}
        {t('play.handoffSetting')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.autoEnd}
          onChange={(e) => setSettings({ autoEnd: e.target.checked })}
        />{' '}
        {t('flow.autoEndSetting')}
      </label>
      <label>
        {t('call.pauseSetting')}{' '}
        <select
          value={settings.reactionPause}
          onChange={(e) => setSettings({ reactionPause: Number(e.target.value) })}
        >
          {REACTION_PAUSE_CHOICES.map((ms) => (
            <option key={ms} value={ms}>
              {`${formatNumber(ms / 1000)} s`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('play.masterThinks')}{' '}
        <select value={settings.masterMs} onChange={(e) => setSettings({ masterMs: Number(e.target.value) })}>
          {MASTER_MS_CHOICES.map((ms) => (
            <option key={ms} value={ms}>
              {ms < 1000 ? `${formatNumber(ms)} ms` : `${formatNumber(ms / 1000)} s`}
            </option>
          ))}
        </select>{' '}
        {t('play.perDecision')}
      </label>
      <p className="hint">{t('play.reducedMotion')}</p>
      <SoundSettings />
      <LanguagePicker />
    </>
  );
}

export function PlayScreen({ onHome }: { onHome: () => void }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const draft = useGame((s) => s.ui.draft);
  // While "Pass the device" is up, the table behind it is inert: neither the keyboard nor a screen reader
  // reaches the pool, the cards or the log behind the screen.
  const handoffOpen = useGame((s) => s.ui.handoff !== null);
  const pick = useGame((s) => s.pick);
  const setError = useGame((s) => s.setError);
  const exportSave = useGame((s) => s.exportSave);
  const anim = useGame((s) => s.anim);
  const legal = useGame((s) => s.legal);
  const [rules, setRules] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [openChip, setOpenChip] = useState<TitanId | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // A chip's details and the phone's menu close on Escape and on a press elsewhere, like any menu.
  useEffect(() => {
    if (!openChip && !menuOpen) return;
    const close = () => {
      setOpenChip(null);
      setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onDown = (e: PointerEvent) => {
      const el = e.target as Element | null;
      if (!el?.closest?.('[data-titan-panel], .play-menu, .play-menu-toggle')) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [openChip, menuOpen]);
  const g = useGuide();
  const preview = usePreview(g);
  const hoverPath = useHoverPath(g);
  const { tokens, animating, stepMs } = useAnimatedTokens();
  useGameSounds(stepMs);
  useDiceMotion();
  const botDriver = useBotDriver(animating);
  const bot = useGame(botDecides);
  const boards = game.course.boards;
  // Leaving the table hides every hand; coming back (Home → Resume) starts with the hand-off.
  useEffect(() => () => useGame.getState().coverTable(), []);
  const active = summary.active;
  const over = summary.winner !== null;
  const t = useT();

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
    const v = Number(picks[key]);
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
        setError(problem('clickNotHighlighted', { space: name, prompt: g.ask.attr.prompt }));
      else if (g?.selectAttr) setError(problem('clickNotRinged', { space: name }));
      else setError(problem('clickNothing', { space: name }));
    },
    [g, choices, pick, boards, over, bot, summary, legal, setError, game],
  );

  // The first move (R9.2): once the start space is chosen, the Titan stands on it, marked as the mover
  // like on any later turn, though the entry is only made with the move (one Confirm for both); so the
  // path drawn from there starts from a Titan on the board, not from the start line.
  const placed = useMemo(() => (animating ? tokens : withEntry(tokens, g)), [tokens, g, animating]);
  const offBoard = placed.filter((t) => t.space < 0).map((t) => t.titan);
  const onBoard = useMemo(() => placed.filter((t) => t.space >= 0), [placed]);
  const onExport = () => download(gameFileName(), exportSave());
  const traps = useMemo(() => game.traps.slice(), [game.traps]);

  return (
    <div
      className={`play${over ? ' play--over' : ''}`}
      data-active={active}
      data-animating={animating ? 'true' : undefined}
    >
      <header className="play-bar" inert={handoffOpen}>
        <h1 className="play-title">
          <a
            href="#/"
            onClick={(e) => {
              e.preventDefault();
              onHome();
            }}
          >
            {t('home.title')}
          </a>
        </h1>
        {/* On a phone the menu folds behind one button and the chips take the header's line (CSS). */}
        <button
          type="button"
          className="btn play-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="play-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
          <span className="play-menu-word">{t('table.menu')}</span>
        </button>
        <nav
          className="play-menu"
          id="play-menu"
          aria-label={t('play.gameMenu')}
          data-open={menuOpen ? 'true' : undefined}
        >
          <button type="button" className="btn" onClick={() => setRules(true)}>
            {t('home.rules')}
          </button>
          <SettingsMenu />
          <button type="button" className="btn" onClick={onExport}>
            {t('play.saveToFile')}
          </button>
          <ImportButton label={t('play.load')} />
          <button type="button" className="btn" onClick={onHome}>
            {t('play.home')}
          </button>
        </nav>
      </header>
      {/* The table: the board in the middle, the Titans' chips, the action bar, the log; it fits
          the viewport, only its panels scroll inside themselves. */}
      <main className="table" inert={handoffOpen}>
        <section className="table-players" aria-labelledby="players-title">
          <h2 id="players-title" className="visually-hidden">
            {t('table.players')}
          </h2>
          {game.titans.map((x) => (
            <TitanPanel
              key={x.id}
              titan={x.id}
              open={openChip === x.id}
              onToggle={() => setOpenChip((o) => (o === x.id ? null : x.id))}
            />
          ))}
        </section>
        <div className="table-board play-board">
          <BoardView
            boards={boards}
            elements={game.course.elements}
            traps={traps}
            tokens={onBoard}
            offBoard={offBoard}
            selectable={selectable}
            highlighted={preview?.path ?? hoverPath ?? routes ?? undefined}
            hit={preview?.hits}
            selected={selected}
            selectStyle={g?.selectStyle}
            onSpace={onSpace}
            stepMs={stepMs}
            boardNames={game.course.names}
            label={t('play.boardLabel', { names: game.course.names.join(', ') })}
          />
        </div>
        <PhoneLog open={logOpen} onToggle={() => setLogOpen((o) => !o)} />
        <ActionBar
          g={g}
          preview={preview}
          onHome={onHome}
          halted={botDriver.halted}
          retry={botDriver.retry}
          animating={animating}
        />
        <div className="play-log" id={PLAY_LOG_ID} data-open={logOpen ? 'true' : undefined}>
          <EventLog />
        </div>
      </main>
      <HandOff />
      {rules && (
        <Suspense fallback={null}>
          <RulesDialog onClose={() => setRules(false)} />
        </Suspense>
      )}
    </div>
  );
}
