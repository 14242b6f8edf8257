// lz-string's decompressFromEncodedURIComponent with a cap on the output: a 70 kB link can expand to
// hundreds of millions of characters, and the stock decoder builds them all before we could check.
// Same algorithm and format as lz-string 1.5 (MIT), stopping as soon as the output passes `maxChars`.
const KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map<string, number>([...KEYS].map((ch, i) => [ch, i]));

/** Why a text could not be decoded: not lz-string's data, or larger than the cap once decoded. */
type LzFailure = 'notLz' | 'tooLarge';
export type Decompressed = { ok: true; text: string } | { ok: false; code: LzFailure };

const NOT_LZ: Decompressed = { ok: false, code: 'notLz' };
const TOO_LARGE: Decompressed = { ok: false, code: 'tooLarge' };

/** The decoded text, or why not (the code is data: every text, 'tooLarge' too, can be decoded). */
export function decompressCapped(input: string, maxChars: number): Decompressed {
  const text = input.replace(/ /g, '+');
  if (text === '') return NOT_LZ;
  const length = text.length;
  let val = VALUE.get(text[0]) ?? 0;
  let position = 32;
  let index = 1;
  const read = (n: number): number => {
    let bits = 0;
    for (let power = 1; power !== 1 << n; power <<= 1) {
      const b = val & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = VALUE.get(text[index++]) ?? 0;
      }
      if (b > 0) bits |= power;
    }
    return bits;
  };
  const dictionary: string[] = ['', '', ''];
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  let size = 0;
  const first = read(2);
  if (first === 2) return { ok: true, text: '' };
  if (first > 2) return NOT_LZ;
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const out: string[] = [w];
  size = 1;
  for (;;) {
    if (index > length) return NOT_LZ;
    let c = read(numBits);
    if (c === 0 || c === 1) {
      dictionary[dictSize++] = String.fromCharCode(read(c === 0 ? 8 : 16));
      c = dictSize - 1;
      enlargeIn--;
    } else if (c === 2) {
      return { ok: true, text: out.join('') };
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (dictionary[c]) entry = dictionary[c];
    else if (c === dictSize) entry = w + w.charAt(0);
    else return NOT_LZ;
    size += entry.length;
    if (size > maxChars) return TOO_LARGE;
    out.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
