// The in-app rules reference: short, with the same pictures as the board and the dice.
import { useEffect, useRef } from 'react';
import { CARD_IDS, ELEMENTS, FACES, TITAN_IDS } from '../../engine/types';
import { ElementIcon, TrapIcon } from '../board/icons';
import { CARD_META, ELEMENT_META, FACE_META, TITANS } from '../meta';
import { DieFace } from './Die';

export function RulesContent() {
  return (
    <div className="rules">
      <section>
        <h3>Goal</h3>
        <p>
          Race your Titan up the board. Leaving the top re-enters at the bottom and counts a lap; the first
          Titan to leave the top on its last lap wins (in a team game, its whole team wins). Columns wrap too:
          stepping left of A enters F.
        </p>
      </section>
      <section>
        <h3>A turn</h3>
        <ol>
          <li>
            The draft: the round&apos;s first Titan rolls every die (one per Titan) and chooses one; each
            following Titan takes one from the pool as it lies, without rolling; the round&apos;s last Titan
            rerolls every die — the one left in the pool and all those on the Titans&apos; boards — and
            chooses from that fresh roll. The dice it leaves are not used: the next round starts with a new
            roll.
          </li>
          <li>Your die&apos;s face is your action. Your own colour gives 1 Life.</li>
          <li>On your first turn, enter on A1, C1 or E1 first.</li>
          <li>
            In any order: perform the die's move (compulsory), use your ability once, play or discard one
            Bonus card.
          </li>
          <li>End your turn.</li>
        </ol>
      </section>
      <section>
        <h3>Dice faces</h3>
        <ul className="rules-list">
          {FACES.map((f) => (
            <li key={f}>
              <DieFace face={f} size={32} /> <strong>{FACE_META[f].label}</strong>: {FACE_META[f].action}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Pushing and damage</h3>
        <p>
          Stepping onto a Titan pushes it one step the same way (chains push on). Each Titan pushed loses 1
          Life once per move. At 0 Life a Titan is knocked out (drawn lying down): it passes its next turn,
          then stands up at full Life.
        </p>
      </section>
      <section>
        <h3>Spaces</h3>
        <ul className="rules-list">
          {ELEMENTS.map((e) => (
            <li key={e}>
              <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
                <circle r={14} fill={ELEMENT_META[e].fill} stroke="#999" />
                <ElementIcon element={e} />
              </svg>{' '}
              {ELEMENT_META[e].description}
            </li>
          ))}
          <li>
            <svg width={30} height={30} viewBox="-15 -15 30 30" aria-hidden="true">
              <TrapIcon />
            </svg>{' '}
            Trap: a Titan entering it loses 1 Life; the trap goes back to the supply.
          </li>
        </ul>
      </section>
      <section>
        <h3>Titans and abilities</h3>
        <ul className="rules-list">
          {TITAN_IDS.map((t) => (
            <li key={t}>
              <span
                className="titan-swatch"
                style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                aria-hidden="true"
              >
                {TITANS[t].initial}
              </span>{' '}
              <strong>{TITANS[t].name}</strong> ({FACE_META[TITANS[t].face].label.toLowerCase()}, ridden by{' '}
              {TITANS[t].rider}) — {TITANS[t].abilityName}: {TITANS[t].ability}
            </li>
          ))}
        </ul>
        <p>
          Abilities: once per turn, before or after the die's move, not on the first turn, not while knocked
          out.
        </p>
      </section>
      <section>
        <h3>Bonus cards</h3>
        <p>
          You hold at most two, hidden from the others. Play or discard one on your turn; a reaction (Shield)
          is played when its trigger happens.
        </p>
        <ul className="rules-list">
          {CARD_IDS.map((c) => (
            <li key={c}>
              <strong>{CARD_META[c].name}</strong> ({CARD_META[c].when}): {CARD_META[c].text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function RulesDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="rules-title" onClick={onClose}>
      <div className="overlay-box overlay-box--wide" onClick={(e) => e.stopPropagation()}>
        <header className="overlay-head">
          <h2 id="rules-title">Rules reference</h2>
          <button ref={ref} type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </header>
        <RulesContent />
      </div>
    </div>
  );
}
