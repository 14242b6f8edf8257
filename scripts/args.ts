// The bot scripts' command line (ladder.ts, profile/regret.ts): `--name value` flags and bot variant
// specs `key=value+key=value` (numbers where they parse as numbers, words otherwise).

const argv = process.argv.slice(2);

/** The value after `--name`, or `dflt`. */
export function flag(name: string, dflt: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
}

/** `key=value+key=value` as an options record. */
export function specOptions(spec: string | undefined): Record<string, number | string> {
  const o: Record<string, number | string> = {};
  for (const kv of (spec ?? '').split('+').filter(Boolean)) {
    const [k, v] = kv.split('=');
    o[k] = Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return o;
}
