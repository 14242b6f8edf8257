// Plays the game's sounds. The AudioContext is created on the first sound, never before the
// player's first click or key press (browsers' autoplay policy), and every sound is scheduled on its
// clock (synth.ts): the main thread only builds a few nodes. Muted or at volume 0, nothing is created.
import type { Cue, SoundName } from './cues';
import { soundSettings, type SoundSettings } from './settings';
import { synthesise } from './synth';

export interface SoundPlayerOptions {
  makeContext?: () => AudioContext;
  settings?: () => SoundSettings;
  /** Whether the player has clicked or pressed a key in this page yet. */
  activated?: () => boolean;
  synth?: (ctx: BaseAudioContext, out: AudioNode, name: SoundName, t: number) => void;
}

/** Sticky user activation (navigator.userActivation), else the first pointer or key press seen here. */
function gestureWatcher(): () => boolean {
  let seen = false;
  if (typeof window !== 'undefined') {
    const mark = () => {
      seen = true;
      window.removeEventListener('pointerdown', mark, true);
      window.removeEventListener('keydown', mark, true);
    };
    window.addEventListener('pointerdown', mark, true);
    window.addEventListener('keydown', mark, true);
  }
  return () => {
    const ua = typeof navigator !== 'undefined' ? navigator.userActivation : undefined;
    return seen || !!ua?.hasBeenActive;
  };
}

export function createSoundPlayer(options: SoundPlayerOptions = {}) {
  const makeContext = options.makeContext ?? (() => new AudioContext());
  const settings = options.settings ?? soundSettings;
  const activated = options.activated ?? gestureWatcher();
  const synth = options.synth ?? synthesise;
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;

  return {
    /** Schedule `cues` (ms from now); returns how many were scheduled. */
    play(cues: readonly Cue[]): number {
      const s = settings();
      if (!s.on || s.volume <= 0 || cues.length === 0 || !activated()) return 0;
      if (typeof document !== 'undefined' && document.hidden) return 0;
      try {
        if (!ctx) {
          ctx = makeContext();
          master = ctx.createGain();
          master.connect(ctx.destination);
        }
        if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
        // Loudness is heard roughly as the square of the gain: the slider feels even.
        const now = ctx.currentTime;
        master!.gain.setValueAtTime(s.volume * s.volume, now);
        const t0 = now + 0.03;
        for (const c of cues) synth(ctx, master!, c.name, t0 + c.at / 1000);
        return cues.length;
      } catch {
        // No Web Audio here (or it refused): the game goes on in silence.
        return 0;
      }
    },
  };
}

export type SoundPlayer = ReturnType<typeof createSoundPlayer>;

let shared: SoundPlayer | null = null;

/** The page's player, made on first use. */
export function soundPlayer(): SoundPlayer {
  return (shared ??= createSoundPlayer());
}
