// The event log's sentences in English and French (issue 14), in the order a player sees things happen
// and each happening said once (issue 13, point 9). The events are the engine's own, in its order.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { setCatalogue } from '../../src/i18n';
import { formatEvents } from '../../src/ui/format';
import { logLines } from '../../src/ui/game/EventLog';

const text = (events: GameEvent[]) => formatEvents(events).map((l) => l.text);

/** R5.3: Grinder's two yellow steps bulldoze Slaugg and Craken across the top edge (R1.5); R5.5 once. */
const chain: GameEvent[] = [
  { type: 'moved', titan: 'craken', from: 'C11', to: 'C1', dir: 'S', cause: 'push', by: 'slaugg' },
  { type: 'lap', titan: 'craken', lap: 2 },
  { type: 'moved', titan: 'slaugg', from: 'C9', to: 'C11', dir: 'S', cause: 'push', by: 'grinder' },
  { type: 'moved', titan: 'grinder', from: 'C7', to: 'C9', dir: 'S', cause: 'step' },
  { type: 'lifeLost', titan: 'craken', amount: 1, life: 5, cause: 'push', by: 'slaugg' },
  { type: 'lifeLost', titan: 'slaugg', amount: 1, life: 5, cause: 'push', by: 'grinder' },
];

/** R7.2: Slaugg, pushed onto the pirates, pays with Quake. */
const piratesCard: GameEvent[] = [
  { type: 'pirates', titan: 'slaugg', choice: 'discard' },
  { type: 'cardDiscarded', titan: 'slaugg', card: 'quake' },
];

/** R7.2: Craken steps onto the pirates with no card and pays with Life. */
const piratesLife: GameEvent[] = [
  { type: 'moved', titan: 'craken', from: 'C3', to: 'C5', dir: 'S', cause: 'step' },
  { type: 'pirates', titan: 'craken', choice: 'life' },
  { type: 'lifeLost', titan: 'craken', amount: 1, life: 0, cause: 'pirates' },
  { type: 'knockedOut', titan: 'craken' },
];

/** R10 Craken: Swap, reported by the engine as two moves. */
const swap: GameEvent[] = [
  { type: 'abilityUsed', titan: 'craken' },
  { type: 'moved', titan: 'craken', from: 'C5', to: 'D6', dir: 'R', cause: 'swap' },
  { type: 'moved', titan: 'grinder', from: 'D6', to: 'C5', dir: 'BL', cause: 'swap', by: 'craken' },
];

/** R7.7: the deck runs out and the discards make a new one. */
const shuffle = (size: number): GameEvent[] => [{ type: 'deckShuffled', size }];

describe('the event log in English', () => {
  it('writes a chain push pusher first, each push once, then the damage (R5.3, R5.5, R1.5)', () => {
    expect(text(chain)).toEqual([
      'Grinder steps from C7 to C9; Grinder pushes Slaugg from C9 to C11, who pushes Craken from C11 to C1; ' +
        'Craken is now on lap 2; Craken loses 1 Life to the push (5 left); Slaugg loses 1 Life to the push (5 left)',
    ]);
  });

  it('says a pirates payment once: with the card it discards, or with the Life it loses (R7.2, R8)', () => {
    expect(text(piratesCard)).toEqual(['Slaugg pays the pirates with Quake']);
    expect(text(piratesLife)).toEqual([
      'Craken steps from C3 to C5; Craken loses 1 Life to the pirates (0 left); Craken is knocked out!',
    ]);
  });

  it('says a swap in one sentence (R10 Craken)', () => {
    expect(text(swap)).toEqual([
      'Craken uses its ability (Swap); Craken swaps places with Grinder (C5 ↔ D6)',
    ]);
  });

  it('counts cards in the right plural (R7.7)', () => {
    expect(text(shuffle(1))).toEqual(['The discards are shuffled into a new deck (1 card)']);
    expect(text(shuffle(7))).toEqual(['The discards are shuffled into a new deck (7 cards)']);
  });
});

describe('the event log in French', () => {
  afterEach(() => setCatalogue('en', en));

  it('words the same events in French, in the same order (R5.3, R7.2, R8, R10, R7.7)', () => {
    setCatalogue('fr', fr);
    expect(text(chain)).toEqual([
      'Grinder avance de C7 à C9 ; Grinder pousse Slaugg de C9 à C11, qui pousse Craken de C11 à C1 ; ' +
        'Craken entame le tour de piste 2 ; Craken perd 1 Vie à cause de la poussée (reste 5) ; Slaugg perd 1 Vie à cause de la poussée (reste 5)',
    ]);
    expect(text(piratesCard)).toEqual(['Slaugg paie les pirates avec Séisme']);
    expect(text(piratesLife)).toEqual([
      'Craken avance de C3 à C5 ; Craken perd 1 Vie face aux pirates (reste 0) ; Craken est K.O. !',
    ]);
    expect(text(swap)).toEqual([
      'Craken utilise son pouvoir (Échange) ; Craken échange sa place avec Grinder (C5 ↔ D6)',
    ]);
    expect(text(shuffle(1))).toEqual(['La défausse est mélangée en une nouvelle pioche (1 carte)']);
    expect(text(shuffle(7))).toEqual(['La défausse est mélangée en une nouvelle pioche (7 cartes)']);
  });

  it('words the draft and the turns in French (R4.2)', () => {
    setCatalogue('fr', fr);
    expect(
      text([
        { type: 'turnStarted', titan: 'rassik', round: 2 },
        { type: 'diceRolled', titan: 'rassik', faces: ['red', 'blue', 'purple'] },
        { type: 'dieChosen', titan: 'rassik', face: 'purple' },
        { type: 'lifeGained', titan: 'rassik', amount: 2, life: 6, cause: 'card' },
      ]),
    ).toEqual([
      'Manche 2 — au tour de Rassïk',
      'Rassïk lance tous les dés : rouge, bleu et violet',
      'Rassïk prend le dé violet ; Rassïk gagne 2 Vies (6 maintenant)',
    ]);
  });

  it('words a log already shown again in the new language (the log panel keeps its lines per language)', () => {
    const log: GameEvent[][] = [chain];
    expect(logLines(log, {})[0].text).toMatch(/^Grinder steps from C7 to C9/);
    setCatalogue('fr', fr);
    expect(logLines(log, {})[0].text).toMatch(/^Grinder avance de C7 à C9/);
  });

  it('has a sentence for every kind of event, with every placeholder filled, in both languages', () => {
    const every: GameEvent[] = [
      { type: 'firstPlayer', titan: 'grinder', rolls: ['red', 'blue'] }, // R3.4
      { type: 'diceRolled', titan: 'grinder', faces: ['red', 'blue', 'green'] }, // R4.2
      { type: 'dieChosen', titan: 'grinder', face: 'red' },
      { type: 'lifeGained', titan: 'grinder', amount: 1, life: 6, cause: 'ownColour' }, // R4.3
      { type: 'lifeGained', titan: 'grinder', amount: 6, life: 6, cause: 'recovery' }, // R8
      { type: 'moved', titan: 'grinder', from: null, to: 'C1', dir: 'S', cause: 'enter' }, // R9.1
      { type: 'moved', titan: 'grinder', from: 'C3', to: 'C5', dir: 'S', cause: 'jump' }, // R7.4
      { type: 'moved', titan: 'slaugg', from: 'C5', to: 'C7', dir: 'S', cause: 'slide' }, // R7.6
      { type: 'moved', titan: 'slaugg', from: 'C5', to: 'C7', dir: 'S', cause: 'moved', by: 'ragnarok' }, // R10
      { type: 'lap', titan: 'grinder', lap: 2 }, // R1.5
      { type: 'lifeLost', titan: 'grinder', amount: 1, life: 5, cause: 'lava' }, // R7.1
      { type: 'lifeLost', titan: 'grinder', amount: 1, life: 4, cause: 'pentacle' }, // R7.5
      { type: 'shielded', titan: 'grinder', cause: 'push' }, // R11
      { type: 'knockedOut', titan: 'grinder' }, // R8
      { type: 'passed', titan: 'grinder' }, // R8
      { type: 'recovered', titan: 'grinder', life: 6 }, // R8
      { type: 'trapPlaced', titan: 'grinder', space: 'C3' }, // R6
      { type: 'trapSprung', space: 'C3' }, // R6.3
      { type: 'trapDestroyed', space: 'C3' }, // R6
      { type: 'struck', titan: 'slaugg', spaces: ['B6', 'C7'], cause: 'strike' }, // R4.1
      { type: 'blast', space: 'D6', titan: 'rassik' }, // R7.3
      { type: 'cardDrawn', titan: 'grinder', card: 'shield' }, // R7.7
      { type: 'cardPlayed', titan: 'grinder', card: 'elixir' }, // R11
      { type: 'cardDiscarded', titan: 'grinder', card: 'quake' }, // R11
      { type: 'abilityUsed', titan: 'grinder', as: 'slaugg' }, // R11 Mimicry
      { type: 'pentacleReroll', titan: 'grinder', face: 'blue' }, // R7.5
      { type: 'extraFizzled', titan: 'grinder', space: 'C3' },
      { type: 'turnEnded', titan: 'grinder' }, // R9
      { type: 'turnStarted', titan: 'slaugg', round: 3 },
      { type: 'won', titan: 'slaugg', team: ['grinder', 'slaugg'] }, // R2.2, R12
      { type: 'won', titan: 'slaugg', team: null }, // R2.2
    ];
    for (const cat of [en, fr]) {
      setCatalogue(cat === en ? 'en' : 'fr', cat);
      for (const e of every) {
        const lines = text([e]);
        expect(lines, e.type).toHaveLength(1);
        expect(lines[0], e.type).not.toMatch(/[{}]|undefined/);
        expect(lines[0], e.type).not.toBe(e.type);
      }
    }
  });
});
