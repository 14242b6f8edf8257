// The action bar's body scrolls a new question into view (issue 20): the answers whole, no line of the
// question cut at the top, never past the prompt (src/ui/game/questionScroll.ts).
import { describe, expect, it } from 'vitest';
import { questionScroll } from '../../src/ui/game/questionScroll';

// A phone's first move over an optional trap (390×844, play-test): the hint, the move's title (3 lines),
// the first turn's entry line, the prompt, then the trap's choice; a body 190 px high.
const FIRST_MOVE = { view: 190, starts: [0, 30, 40, 100, 150], prompt: 150, answersEnd: 230 };

describe('questionScroll', () => {
  it('stays at the top while the answers fit the view', () => {
    expect(questionScroll({ ...FIRST_MOVE, answersEnd: 186 })).toBe(0);
  });

  it('scrolls to the top of the first block that leaves the answers whole, not into the title', () => {
    // 44 px would do (230 + 4 − 190) but cut the title's lines: the entry line's top (100 − 4) instead.
    const top = questionScroll(FIRST_MOVE);
    expect(top).toBe(96);
    expect(FIRST_MOVE.answersEnd - top).toBeLessThanOrEqual(FIRST_MOVE.view - 4);
  });

  it('takes the least block top that is enough, whatever the order of the blocks', () => {
    expect(questionScroll({ ...FIRST_MOVE, starts: [150, 100, 40, 0, 30], answersEnd: 210 })).toBe(26);
  });

  it('a block just past what is needed: scrolls just that, the block’s top in view', () => {
    // 44 px needed, the title's top at 45: 44 (not 41, which would leave the trap 3 px below the fold).
    expect(questionScroll({ ...FIRST_MOVE, starts: [0, 30, 45, 100, 150] })).toBe(44);
  });

  it('never scrolls past the prompt: the question stays in sight when its answers cannot all fit', () => {
    expect(questionScroll({ ...FIRST_MOVE, answersEnd: 400 })).toBe(146);
  });

  it('when only the prompt is enough, scrolls to the prompt', () => {
    expect(questionScroll({ ...FIRST_MOVE, answersEnd: 320 })).toBe(146);
  });

  it('then brings the preview under the answers into view, down to the question’s first line at most', () => {
    // A laptop's body (475 px): the hint and the pool (0–120), the title (130), the entry line (190), the
    // prompt (240), the trap (260–330), the preview (340–560). The answers fit at 0; the preview needs 89:
    // the title's top (126) is the first block top past it.
    const laptop = { view: 475, starts: [0, 20, 130, 190, 240], prompt: 240, answersEnd: 330 };
    expect(questionScroll(laptop)).toBe(0);
    expect(questionScroll({ ...laptop, preview: { end: 560, limit: 190 } })).toBe(126);
    // A preview too long for the view: past the move's title (the die's rule), no further than the entry
    // line, the question's first line.
    expect(questionScroll({ ...laptop, preview: { end: 900, limit: 190 } })).toBe(186);
    // Never less than the answers need.
    expect(questionScroll({ ...FIRST_MOVE, preview: { end: 330, limit: 40 } })).toBe(96);
  });

  it('a small laptop’s first move over a trap: the preview’s first lines come into view past the title', () => {
    // 1024×768 (play-test): a body 442 px high; the move's title in four lines (0), the entry line (102),
    // the prompt (189), the trap (222–297), the aim hint, the preview (375–560). Limited by the title the
    // body stayed at 0 and the preview's heading was its last line in view; now it scrolls to the entry
    // line's top, the question whole, and ~165 px of the preview show.
    const first = { view: 442, starts: [0, 102, 189], prompt: 189, answersEnd: 297 };
    expect(questionScroll({ ...first, preview: { end: 560, limit: 0 } })).toBe(0);
    const top = questionScroll({ ...first, preview: { end: 560, limit: 102 } });
    expect(top).toBe(98);
    expect(first.view - (375 - top)).toBeGreaterThanOrEqual(160); // the preview's heading and lines
    expect(first.answersEnd - top).toBeLessThanOrEqual(first.view - 4); // the answers still whole
  });
});
