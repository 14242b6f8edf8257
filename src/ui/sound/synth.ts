// The game's sounds, synthesised with the Web Audio API (made for this project; docs/credits.md).
// Each is a few oscillators or a burst of noise through a filter and an envelope, well under a second,
// scheduled at a time on the AudioContext's clock: nothing runs on the main thread while they play.
import type { SoundName } from './cues';

type Ctx = BaseAudioContext;

const noiseBuffers = new WeakMap<Ctx, AudioBuffer>();

/** One second of white noise per context, made once (a fixed sequence: every rattle sounds alike). */
function noise(ctx: Ctx): AudioBuffer {
  let b = noiseBuffers.get(ctx);
  if (!b) {
    b = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = b.getChannelData(0);
    let x = 1234567;
    for (let i = 0; i < data.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (x / 0x3fffffff - 1) * 0.9;
    }
    noiseBuffers.set(ctx, b);
  }
  return b;
}

/** A gain that rises to `peak` in `attack` s and falls away over `decay` s, from time `t`. */
function envelope(
  ctx: Ctx,
  out: AudioNode,
  t: number,
  peak: number,
  attack: number,
  decay: number,
): GainNode {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
  g.connect(out);
  return g;
}

function tone(
  ctx: Ctx,
  out: AudioNode,
  t: number,
  type: OscillatorType,
  from: number,
  to: number,
  peak: number,
  decay: number,
): void {
  const o = ctx.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(from, t);
  if (to !== from) o.frequency.exponentialRampToValueAtTime(to, t + decay);
  o.connect(envelope(ctx, out, t, peak, 0.005, decay));
  o.start(t);
  o.stop(t + decay + 0.05);
}

function burst(
  ctx: Ctx,
  out: AudioNode,
  t: number,
  filter: BiquadFilterType,
  freq: number,
  peak: number,
  decay: number,
  offset = 0,
): BiquadFilterNode {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const f = ctx.createBiquadFilter();
  f.type = filter;
  f.frequency.setValueAtTime(freq, t);
  src.connect(f).connect(envelope(ctx, out, t, peak, 0.003, decay));
  src.start(t, offset);
  src.stop(t + decay + 0.05);
  return f;
}

/** Schedule the sound `name` at time `t` (AudioContext seconds) into `out`. */
export function synthesise(ctx: Ctx, out: AudioNode, name: SoundName, t: number): void {
  switch (name) {
    case 'roll':
      // Dice rattling: short clicks of filtered noise, unevenly spaced, then the dice settle.
      [0, 0.05, 0.085, 0.14, 0.18, 0.25].forEach((d, i) =>
        burst(ctx, out, t + d, 'bandpass', 2600 - i * 220, 0.5 - i * 0.05, 0.035, i * 0.07),
      );
      break;
    case 'step':
      // A wooden token set down.
      tone(ctx, out, t, 'sine', 220, 110, 0.35, 0.09);
      burst(ctx, out, t, 'highpass', 3000, 0.08, 0.02);
      break;
    case 'push':
      // A thud: a low drop and a dull knock.
      tone(ctx, out, t, 'sine', 130, 45, 0.8, 0.25);
      burst(ctx, out, t, 'lowpass', 600, 0.45, 0.12);
      break;
    case 'trap':
      // A spring trap snapping shut: two bright metallic partials and a click.
      tone(ctx, out, t, 'square', 940, 880, 0.12, 0.14);
      tone(ctx, out, t, 'triangle', 1420, 1300, 0.12, 0.18);
      burst(ctx, out, t, 'highpass', 4000, 0.3, 0.03);
      break;
    case 'lava': {
      // A hiss falling in pitch over a low rumble.
      const f = burst(ctx, out, t, 'bandpass', 3200, 0.35, 0.45);
      f.frequency.exponentialRampToValueAtTime(700, t + 0.45);
      tone(ctx, out, t, 'sine', 70, 50, 0.4, 0.4);
      break;
    }
    case 'knockout':
      // A falling groan.
      tone(ctx, out, t, 'sawtooth', 420, 90, 0.18, 0.55);
      tone(ctx, out, t, 'sine', 210, 60, 0.35, 0.5);
      break;
    case 'lap':
      // Two rising chime notes.
      tone(ctx, out, t, 'triangle', 660, 660, 0.35, 0.2);
      tone(ctx, out, t + 0.13, 'triangle', 990, 990, 0.35, 0.3);
      break;
    case 'win':
      // A major arpeggio, the last note held.
      [523.25, 659.25, 783.99].forEach((hz, i) =>
        tone(ctx, out, t + i * 0.12, 'triangle', hz, hz, 0.3, 0.18),
      );
      tone(ctx, out, t + 0.36, 'triangle', 1046.5, 1046.5, 0.35, 0.7);
      tone(ctx, out, t + 0.36, 'sine', 523.25, 523.25, 0.2, 0.7);
      break;
  }
}
