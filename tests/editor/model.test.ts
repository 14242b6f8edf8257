import { describe, expect, it } from 'vitest';
import {
  blank,
  canRedo,
  canUndo,
  DRAFT_ID,
  elementAt,
  elementsArray,
  endTyping,
  fromCircuit,
  fromStandard,
  HISTORY_LIMIT,
  paint,
  paintMany,
  redo,
  replaceCircuit,
  setDescription,
  setId,
  setName,
  spaceKey,
  undo,
} from '../../src/editor/model';
import type { Circuit } from '../../src/engine/types';

const kald: Circuit = {
  id: 'kaldheira',
  name: 'Kaldheira',
  description: 'Pools',
  spaces: { E5: 'lava', F6: 'lava' },
};

describe('editor model', () => {
  it('starts blank with no history', () => {
    const s = blank();
    expect(s.circuit.spaces).toEqual({});
    expect(s.circuit.id).toBe(DRAFT_ID);
    expect(canUndo(s)).toBe(false);
    expect(canRedo(s)).toBe(false);
  });

  it('accepts spaces by name or by board index (index = (row-1)*3 + floor(col/2))', () => {
    expect(spaceKey('C5')).toBe('C5');
    expect(spaceKey('c5')).toBe('C5');
    expect(spaceKey(0)).toBe('A1');
    expect(spaceKey(14)).toBe('E5');
    expect(spaceKey(17)).toBe('F6');
    expect(spaceKey('A2')).toBeNull(); // off the lattice (R1.1)
    expect(spaceKey(36)).toBeNull();
    expect(spaceKey(-1)).toBeNull();
  });

  it('paints and erases, one undo step each', () => {
    let s = paint(blank(), 'E5', 'lava');
    s = paint(s, 17, 'lava');
    expect(s.circuit.spaces).toEqual({ E5: 'lava', F6: 'lava' });
    s = paint(s, 'E5', null);
    expect(s.circuit.spaces).toEqual({ F6: 'lava' });
    expect(s.past).toHaveLength(3);
    s = undo(s);
    expect(s.circuit.spaces).toEqual({ E5: 'lava', F6: 'lava' });
    s = undo(undo(s));
    expect(s.circuit.spaces).toEqual({});
    expect(canUndo(s)).toBe(false);
    s = redo(s);
    expect(s.circuit.spaces).toEqual({ E5: 'lava' });
    expect(canRedo(s)).toBe(true);
  });

  it('a drag stroke (paintMany) is one undo step', () => {
    let s = paintMany(blank(), ['A3', 'C3', 'E3', 'B4'], 'ice');
    expect(Object.keys(s.circuit.spaces)).toEqual(['A3', 'C3', 'E3', 'B4']);
    expect(s.past).toHaveLength(1);
    s = undo(s);
    expect(s.circuit.spaces).toEqual({});
  });

  it('ignores off-lattice spaces and no-op strokes leave the history alone', () => {
    const s0 = paint(blank(), 'E5', 'lava');
    expect(paint(s0, 'E5', 'lava')).toBe(s0);
    expect(paint(s0, 'A2', 'lava')).toBe(s0);
    expect(paint(s0, 'C5', null)).toBe(s0);
  });

  it('throws on an unknown element (programming error)', () => {
    expect(() => paint(blank(), 'E5', 'magma' as never)).toThrow(/Unknown element/);
  });

  it('a new edit clears the redo list', () => {
    let s = paint(blank(), 'E5', 'lava');
    s = undo(s);
    expect(canRedo(s)).toBe(true);
    s = paint(s, 'C5', 'bonus');
    expect(canRedo(s)).toBe(false);
  });

  it('keeps spaces in lattice order', () => {
    const s = paintMany(blank(), ['F12', 'A1', 'E5'], 'bonus');
    expect(Object.keys(s.circuit.spaces)).toEqual(['A1', 'E5', 'F12']);
  });

  it('name and description: a run of typing is one undo step', () => {
    let s = setName(blank(), 'K');
    s = setName(s, 'Ka');
    s = setName(s, 'Kal');
    expect(s.past).toHaveLength(1);
    s = setDescription(s, 'a');
    s = setDescription(s, 'ab');
    expect(s.past).toHaveLength(2);
    s = endTyping(s);
    s = setDescription(s, 'abc');
    expect(s.past).toHaveLength(3);
    s = undo(s);
    expect(s.circuit.description).toBe('ab');
    s = undo(s);
    expect(s.circuit.description).toBe('');
    expect(s.circuit.name).toBe('Kal');
    s = undo(s);
    expect(s.circuit.name).toBe('New circuit');
  });

  it('fromStandard copies spaces, marks the name and never keeps the standard id', () => {
    const s = fromStandard(kald);
    expect(s.circuit.id).toBe(DRAFT_ID);
    expect(s.circuit.name).toBe('Kaldheira (copy)');
    expect(s.circuit.spaces).toEqual(kald.spaces);
    expect(canUndo(s)).toBe(false);
    // the original is not shared
    const painted = paint(s, 'C5', 'bonus');
    expect(kald.spaces).toEqual({ E5: 'lava', F6: 'lava' });
    expect(painted.circuit.spaces.C5).toBe('bonus');
  });

  it('fromStandard takes a standard id too', () => {
    const s = fromStandard('kaldheira');
    expect(s.circuit.id).toBe(DRAFT_ID);
    expect(s.circuit.spaces.E5).toBe('lava');
    expect(s.circuit.spaces.F6).toBe('lava');
    expect(s.circuit.name).toMatch(/^Kaldheira.*\(copy\)$/);
  });

  it('replaceCircuit (import, shared link) is undoable', () => {
    let s = paint(fromCircuit({ id: 'x', name: 'Mine', spaces: {} }), 'C5', 'bonus');
    s = replaceCircuit(s, kald);
    expect(s.circuit.name).toBe('Kaldheira');
    s = undo(s);
    expect(s.circuit.name).toBe('Mine');
    expect(s.circuit.spaces).toEqual({ C5: 'bonus' });
  });

  it('setId relabels the whole history without an undo step', () => {
    let s = paint(blank(), 'C5', 'bonus');
    s = setId(s, 'c-abc1234');
    expect(s.circuit.id).toBe('c-abc1234');
    expect(s.past.every((c) => c.id === 'c-abc1234')).toBe(true);
    expect(s.past).toHaveLength(1);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let s = blank();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) s = paint(s, 'E5', i % 2 ? 'lava' : 'ice');
    expect(s.past.length).toBe(HISTORY_LIMIT);
  });

  it('elementsArray gives BoardView one entry per space index', () => {
    const arr = elementsArray({
      id: 'x',
      name: 'x',
      spaces: { E5: 'lava', F6: 'lava', A2: 'lava' as never },
    });
    expect(arr).toHaveLength(36);
    expect(arr[14]).toBe('lava');
    expect(arr[17]).toBe('lava');
    expect(arr.filter(Boolean)).toHaveLength(2);
    expect(elementAt({ id: 'x', name: 'x', spaces: { E5: 'lava' } }, 14)).toBe('lava');
  });
});
