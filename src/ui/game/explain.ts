// What a thing on the table is, in words, shown on a tap (touch screens have no hover titles): a board
// space that is not offered, a fact of a Titan's chip. One short line hangs over the action bar's body
// with the answer to a wrong tap (Messages.tsx), moves nothing, and goes by itself or at the next change.
import { create } from 'zustand';

export const useExplained = create<{ text: string | null }>(() => ({ text: null }));

/** Shows `text` over the action bar (null: nothing). */
export function explain(text: string | null): void {
  useExplained.setState({ text });
}
