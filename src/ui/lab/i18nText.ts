// Small helpers for the lab's translated texts (issue 14).
import { formatNumber, t } from '../../i18n';

/** "A + B vs C + D" in the current language: each team joined by +, the sides by "vs" / "contre". */
export function versus(sides: string[][] | string[]): string {
  const parts = sides.map((s) => (Array.isArray(s) ? s.join(' + ') : s));
  return parts.reduce((a, b) => t('lab.versus', { a, b }));
}

/** A share as a percentage with one decimal, written the way the language writes numbers (12.5% / 12,5 %). */
export function pct1(x: number): string {
  return formatNumber(x, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A number with a fixed count of decimals, in the language's way (3.5 / 3,5). */
export function fixed(x: number, digits: number): string {
  return formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
