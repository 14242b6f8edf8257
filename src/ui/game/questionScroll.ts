// Where the action bar's body scrolls for a new question (the product rule): the question and
// all its answers in its view. The body starts at its top; when the answers would end below its fold it
// scrolls the least that shows them whole, but snapped to the top of a block (the turn's hint, the pool,
// the move's title, the first turn's entry line, the prompt) so no line of the question's words is cut at
// the top — at 390×844 the first move over an optional trap showed half the move's title —
// and never past the prompt itself: when even that is not enough the question stays in sight, its last
// answers below the fold. Then, when room is left, the move's "What will happen" preview under the answers
// comes into view too (at 1280×800 the pool's remaining dice kept it half under the fold), past the move's
// title if need be — the die's rule, already read when the die was chosen — but never past the question's
// own lines (the first turn's entry line, a fixed target, the prompt): at 1024×768 a first move over an
// optional trap showed its title's four lines and not one line of the preview.

/** The body's box and the question's parts, in px from the top of the body's content (scrollTop 0). */
export interface QuestionLayout {
  /** The body's visible height. */
  view: number;
  /** The top of each block before the question's answers (in any order), the prompt's included. */
  starts: number[];
  /** The top of the prompt (the question's own words). */
  prompt: number;
  /** The bottom of its last answer. */
  answersEnd: number;
  /**
   * The move's preview, after the answers: its bottom, and the limit — the top of the question's first
   * line after the move's title (the first turn's entry line, a fixed target, else the prompt).
   */
  preview?: { end: number; limit: number };
}

/** A margin so a block's border or focus ring is not flush with the body's edge. */
const EDGE = 4;

export function questionScroll(q: QuestionLayout): number {
  const answers = blockScroll(q.view, q.starts, q.prompt, q.answersEnd);
  if (!q.preview) return answers;
  // More scroll only lifts the answers (they lie between the prompt and the preview): still whole.
  return Math.max(answers, blockScroll(q.view, q.starts, q.preview.limit, q.preview.end));
}

/** The least scroll, snapped to a block's top, that shows `end` without passing `limit`. */
function blockScroll(view: number, starts: number[], limit: number, end: number): number {
  const need = end + EDGE - view;
  if (need <= 0) return 0;
  const top = Math.max(0, limit - EDGE);
  if (need >= top) return top;
  // The first block whose top stays in view (the limit's is one): a little above it, when that still
  // shows the end, or just what it needs.
  let best = top;
  for (const s of starts) {
    if (s < need) continue;
    const at = Math.max(need, s - EDGE);
    if (at < best) best = at;
  }
  return best;
}
