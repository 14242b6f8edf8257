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

  it('then brings the preview under the answers into view, down to the move’s title at most', () => {
    // A laptop's body (475 px): the hint and the pool (0–120), the title (130), the entry line, the
    // prompt (240), the trap (260–330), the preview (340–560). The answers fit at 0; the preview needs 89:
    // the title's top (126) is the first block top past it.
    const laptop = { view: 475, starts: [0, 20, 130, 190, 240], prompt: 240, answersEnd: 330 };
    expect(questionScroll(laptop)).toBe(0);
    expect(questionScroll({ ...laptop, preview: { end: 560, title: 130 } })).toBe(126);
    // A preview too long for the view: no further than the title.
    expect(questionScroll({ ...laptop, preview: { end: 900, title: 130 } })).toBe(126);
    // Never less than the answers need (the phone's first move: the title is past the preview's limit).
    expect(questionScroll({ ...FIRST_MOVE, preview: { end: 330, title: 40 } })).toBe(96);
  });
});
