// Sound on/off and volume, in the game's Settings menu and on the home page. A setting of its
// own, apart from the animation speed and the system's reduced motion; kept in this browser.
import { useId } from 'react';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { soundPlayer } from './player';
import { setSoundSettings, useSoundSettings } from './settings';
import './sound.css';

export function SoundSettings() {
  const t = useT();
  const s = useSoundSettings();
  const id = useId();
  return (
    <fieldset className="sound-settings" data-sound-settings="">
      <legend>{t('app.sound')}</legend>
      <label>
        <input type="checkbox" checked={s.on} onChange={(e) => setSoundSettings({ on: e.target.checked })} />{' '}
        {t('app.soundOn')}
      </label>
      <span className="sound-volume">
        <label htmlFor={id}>{t('app.soundVolume')}</label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(s.volume * 100)}
          disabled={!s.on}
          aria-valuetext={formatNumber(s.volume, { style: 'percent' })}
          onChange={(e) => setSoundSettings({ volume: Number(e.target.value) / 100 })}
          // Let go of the slider: hear the new volume.
          onPointerUp={() => soundPlayer().play([{ name: 'step', at: 0 }])}
          onKeyUp={() => soundPlayer().play([{ name: 'step', at: 0 }])}
        />
        <output htmlFor={id}>{formatNumber(s.volume, { style: 'percent' })}</output>
      </span>
    </fieldset>
  );
}
