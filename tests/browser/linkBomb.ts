// A real decompression bomb in lz-string's URI format, written directly (compressing 450 million
// characters would take minutes): one literal '[', then `codes` codes that each name the dictionary
// entry being made (w + w[0]), so the entries grow 2, 3, 4, … characters. `codes` = 30,200 gives a
// 70 kB link that stock lz-string expands to ~450 million characters (issue 10's "70 kB link").
const KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function linkBomb(codes: number): string {
  const out: string[] = [];
  let val = 0;
  let pos = 0;
  const write = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) {
      val = (val << 1) | (value & 1);
      value >>= 1;
      if (++pos === 6) {
        out.push(KEYS[val]);
        val = 0;
        pos = 0;
      }
    }
  };
  write(0, 2); // an 8-bit literal follows
  write('['.charCodeAt(0), 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let k = 0; k < codes; k++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits); // end of stream
  while (pos !== 0) write(0, 1);
  return out.join('');
}

/** How many characters stock lz-string makes of linkBomb(codes): 1 + 2 + … + (codes + 1). */
export const bombSize = (codes: number): number => ((codes + 1) * (codes + 2)) / 2;
