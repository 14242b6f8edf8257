// The play screen's header: the title (back home), and the game menu (rules, settings, save, load, home),
// folded behind one button on a phone.
import { useEffect, useRef, useState } from 'react';
import { MASTER_MS_CHOICES, REACTION_PAUSE_CHOICES, useGame, type Speed } from '../../store/game';
import { gameFileName, download } from '../download';
import { ImportButton } from './Messages';
import { SoundSettings } from '../sound/SoundSettings';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { LanguagePicker } from '../LanguagePicker';
import '../../i18n/tableMessages';
import { wayBackHref, type WayBack } from './wayBack';
import { CloseButton } from './CloseButton';

/** "← Back to the editor" / "← Back to the lab": the way back from a game opened there; `short`, "← Editor"
 * on the phone's log line (named in full for a screen reader). */
export function BackLink({
  back,
  className,
  short = false,
}: {
  back: WayBack;
  className: string;
  short?: boolean;
}) {
  const t = useT();
  const name = t(back === 'editor' ? 'table.backToEditor' : 'table.backToLab');
  return (
    <a className={className} href={wayBackHref(window.location.hash)} aria-label={short ? name : undefined}>
      <span aria-hidden="true">←</span>{' '}
      {short ? t(back === 'editor' ? 'table.backShortEditor' : 'table.backShortLab') : name}
    </a>
  );
}

export function PlayHeader({
  onHome,
  back = null,
  onRules,
  menuOpen,
  onToggleMenu,
  handoff,
}: {
  onHome: () => void;
  /** The page the game was opened from (the editor, the lab): first in the menu (on a phone, where the
   * menu is folded, the log line has it too: PhoneLog). */
  back?: WayBack | null;
  onRules: () => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The hand-off screen is up: the title behind it is out of reach, the menu stays over it (Rules,
   * Settings, leave: nothing private), its button too on a phone (play-test at 360×640: no menu at all). */
  handoff: boolean;
}) {
  const exportSave = useGame((s) => s.exportSave);
  const t = useT();
  const onExport = () => download(gameFileName(), exportSave());
  return (
    <header className="play-bar" data-over-handoff={handoff ? '' : undefined}>
      <h1 className="play-title" inert={handoff}>
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
        onClick={onToggleMenu}
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
        {back && <BackLink back={back} className="btn" />}
        <button type="button" className="btn" onClick={onRules}>
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
  );
}

/** An open menu (a <details>) closes, the focus back on its button. */
function closeMenu(menu: HTMLDetailsElement | null) {
  if (!menu?.open) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

function SettingsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  // The menu's controls are made when it first opens: closed, nobody sees them, and making them (number
  // and language-name formatters) cost the play screen's first paint ~20 ms.
  const [made, setMade] = useState(false);
  // The ✕ only while the box is open: closed, a fixed box's button keeps a size though nothing shows it.
  const [open, setOpen] = useState(false);
  const t = useT();
  const close = () => closeMenu(ref.current);
  // Closes on Escape and on a click outside, like any menu.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu(ref.current);
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
    <details
      className="menu"
      ref={ref}
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) setMade(true);
      }}
    >
      <summary className="btn" onClick={() => setMade(true)}>
        {t('play.settings')}
      </summary>
      {/* Its own ✕ at its top: on a phone the box lies over the menu, its Settings button under it
          (play-test at 360×640: it could not be closed by pressing the button again). */}
      <div className="menu-box">
        {open && (
          <div className="menu-box-head">
            <span>{t('play.settings')}</span>
            <CloseButton label={t('common.close')} onClick={close} data-close-settings="" />
          </div>
        )}
        {made && <SettingsControls />}
      </div>
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
              {ms === 0 ? t('call.pauseUntilPressed') : `${formatNumber(ms / 1000)} s`}
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
