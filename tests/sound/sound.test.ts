// Sound (issue 14): which sounds an action's events make and when, and a player that schedules them on
// an AudioContext's clock — never when muted, at volume 0 or before the player's first gesture.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { GAP_MS, SOUND_NAMES, soundCues, type Cue } from '../../src/ui/sound/cues';
import { createSoundPlayer } from '../../src/ui/sound/player';
import { DEFAULT_SOUND, type SoundSettings } from '../../src/ui/sound/settings';
import { synthesise } from '../../src/ui/sound/synth';

/** Just enough of an AudioContext to see what is scheduled, and when. */
class FakeContext {
  currentTime = 10;
  sampleRate = 8000;
  state: AudioContextState = 'suspended';
  destination = { kind: 'destination' };
  started: { kind: string; at: number }[] = [];
  resumed = 0;
  private node(kind: string) {
    const param = () => ({
      setValueAtTime: vi.fn(),
      exponentialRampToValueAtTime: vi.fn(),
      linearRampToValueAtTime: vi.fn(),
    });
    const n = {
      kind,
      type: '',
      buffer: null as unknown,
      gain: param(),
      frequency: param(),
      connect: (next: unknown) => next,
      start: (at: number) => this.started.push({ kind, at }),
      stop: vi.fn(),
    };
    return n;
  }
  createGain = () => this.node('gain');
  createOscillator = () => this.node('oscillator');
  createBufferSource = () => this.node('noise');
  createBiquadFilter = () => this.node('filter');
  createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  resume = () => {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  };
}

const moved = (cause: string): GameEvent =>
  ({ type: 'moved', titan: 'grinder', from: 'A1', to: 'A2', dir: 'E', cause }) as unknown as GameEvent;
const lost = (cause: string): GameEvent =>
  ({ type: 'lifeLost', titan: 'slaugg', amount: 1, life: 3, cause }) as unknown as GameEvent;

describe('the sounds of the events', () => {
  it('a roll, a step, a push, a trap, lava, a knock-out, a lap and the win', () => {
    const events = [
      { type: 'diceRolled', titan: 'grinder', faces: ['red', 'blue'] },
      { type: 'dieChosen', titan: 'grinder', face: 'red' },
      moved('step'),
      moved('step'),
      moved('push'),
      lost('push'),
      { type: 'trapSprung', space: 'A3', titan: 'slaugg' },
      lost('trap'),
      moved('step'),
      lost('lava'),
      { type: 'knockedOut', titan: 'slaugg' },
      { type: 'lap', titan: 'grinder', lap: 2 },
      { type: 'won', titan: 'grinder', team: null },
    ] as GameEvent[];
    const cues = soundCues(events, 200);
    expect(cues.map((c) => c.name)).toEqual([
      'roll',
      'step',
      'step',
      'push',
      'trap', // sprung and the Life it costs: one snap
      'step',
      'lava',
      'knockout',
      'lap',
      'win',
    ]);
    expect(new Set(cues.map((c) => c.name))).toEqual(new Set(SOUND_NAMES));
    // With the tokens: the first move at once, each later one a step later; what follows a move, with it.
    expect(cues.map((c) => c.at)).toEqual([0, 20, 220, 420, 420, 620, 620, 620, 620, 620]);
  });

  it('without animation the sounds still follow each other', () => {
    const cues = soundCues([moved('step'), moved('step'), moved('push')], 0);
    expect(cues).toEqual([
      { name: 'step', at: 0 },
      { name: 'step', at: GAP_MS },
      { name: 'push', at: 2 * GAP_MS },
    ]);
  });

  it('events that make no sound make none', () => {
    const quiet = [
      { type: 'turnEnded', titan: 'grinder' },
      { type: 'cardDrawn', titan: 'grinder', card: 'x' },
      lost('pirates'),
    ] as GameEvent[];
    expect(soundCues(quiet, 200)).toEqual([]);
  });
});

describe('the sound player', () => {
  let ctx: FakeContext;
  let made: number;
  let settings: SoundSettings;
  let activated: boolean;
  const synth = vi.fn();
  const player = () =>
    createSoundPlayer({
      makeContext: () => {
        made++;
        return ctx as unknown as AudioContext;
      },
      settings: () => settings,
      activated: () => activated,
      synth,
    });
  const cues: Cue[] = [
    { name: 'roll', at: 0 },
    { name: 'step', at: 250 },
  ];

  beforeEach(() => {
    ctx = new FakeContext();
    made = 0;
    settings = { ...DEFAULT_SOUND };
    activated = true;
    synth.mockReset();
  });

  it('muted: no AudioContext, nothing scheduled', () => {
    settings = { on: false, volume: 0.8 };
    expect(player().play(cues)).toBe(0);
    expect(made).toBe(0);
    expect(synth).not.toHaveBeenCalled();
  });

  it('at volume 0: nothing', () => {
    settings = { on: true, volume: 0 };
    expect(player().play(cues)).toBe(0);
    expect(made).toBe(0);
  });

  it('before the first click or key press: nothing (autoplay policy)', () => {
    activated = false;
    const p = player();
    expect(p.play(cues)).toBe(0);
    expect(made).toBe(0);
    activated = true;
    expect(p.play(cues)).toBe(2);
  });

  it('schedules each cue at its time on the context clock, with one context made lazily', () => {
    const p = player();
    expect(made).toBe(0);
    expect(p.play(cues)).toBe(2);
    p.play([{ name: 'win', at: 0 }]);
    expect(made).toBe(1);
    expect(ctx.resumed).toBe(1);
    const calls = synth.mock.calls.map(([, , name, t]) => [name, Number((t as number).toFixed(3))]);
    expect(calls).toEqual([
      ['roll', 10.03],
      ['step', 10.28],
      ['win', 10.03],
    ]);
  });

  it('every sound is made of nodes started at or after its time, none before', () => {
    for (const name of SOUND_NAMES) {
      const c = new FakeContext();
      synthesise(c as unknown as BaseAudioContext, c.destination as unknown as AudioNode, name, 12);
      expect(c.started.length, name).toBeGreaterThan(0);
      expect(Math.min(...c.started.map((s) => s.at)), name).toBeGreaterThanOrEqual(12);
      expect(Math.max(...c.started.map((s) => s.at)), name).toBeLessThan(12.5);
    }
  });
});
