// Names while they are typed: the invisible and direction-changing characters cleanName removes are
// removed at once (so what is shown is what is kept), other whitespace becomes a plain space, and the
// length is capped; spaces at the ends stay until the field is left (then cleanName applies in full).
import { MAX_NAME } from '../store/names';

export function typedName(raw: string, max = MAX_NAME): string {
  const s = raw.replace(/[^\S ]/gu, ' ').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');
  return Array.from(s).slice(0, max).join('');
}
