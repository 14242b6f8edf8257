// Sounds for what just happened in the game: the events of each action (the store's `anim`), timed with
// the tokens' animation (`stepMs` of useAnimatedTokens). Bots' actions sound too; undo and loading do not.
import { useEffect, useRef } from 'react';
import { useGame } from '../../store/game';
import { soundCues } from './cues';
import { soundPlayer } from './player';

export function useGameSounds(stepMs: number): void {
  const anim = useGame((s) => s.anim);
  const seen = useRef(anim.seq);
  useEffect(() => {
    if (anim.seq === seen.current) return;
    seen.current = anim.seq;
    if (!anim.from || anim.events.length === 0) return;
    soundPlayer().play(soundCues(anim.events, stepMs));
  }, [anim, stepMs]);
}
