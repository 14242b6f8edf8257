// Small helpers for the lab's translated texts.
import { formatNumber, t } from '../../i18n';

/** "A + B vs C + D" in the current language: each team joined by +, the sides by "vs" / "contre". */
export function versus(sides: string[][] | string[]): string {
  const parts = sides.map((s) => (Array.isArray(s) ? s.join(' + ') : s));
  return parts.reduce((a, b) => t('lab.versus', { a, b }));
}

// Every figure is rounded as the command line rounds it (toFixed), then written the language's
// way — as the verdict already was (UI_FORMAT). Intl alone rounds the decimal value half up, toFixed the
// binary one: 29 wins in 400 games read 7.3% in the lab's tables and 7.2% in `npm run balance`.

/** A share as a percentage with one decimal, written the way the language writes numbers (12.5% / 12,5 %). */
export function pct1(x: number): string {
  return formatNumber(Number((100 * x).toFixed(1)) / 100, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** A number with a fixed count of decimals, in the language's way (3.5 / 3,5). */
export function fixed(x: number, digits: number): string {
  return formatNumber(Number(x.toFixed(digits)), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A difference of shares in points of win rate, signed, one decimal: "+13.0", "−2.5" (as the CLI's). */
export function signedPts(v: number): string {
  return `${v < 0 ? '−' : '+'}${fixed(Math.abs(100 * v), 1)}`;
}
