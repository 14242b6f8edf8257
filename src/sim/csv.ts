// One CSV cell writer for every CSV export: spreadsheet formula injection. Excel and
// LibreOffice run a cell that starts with =, +, -, @ (or a tab or carriage return, which they strip
// first) as a formula, so a circuit named =HYPERLINK("http://evil.example","x") would be a live link.
// Such TEXT cells get a leading apostrophe (OWASP's advice: shown as text, the apostrophe hidden).
// Numbers are never escaped — a negative win-rate difference must still read as a number in a
// spreadsheet, and a JavaScript number cannot hold a formula — so only strings are escaped.
export function csvCell(x: string | number | boolean): string {
  if (typeof x !== 'string') return String(x);
  const safe = /^[=+\-@\t\r]/.test(x) ? `'${x}` : x;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV row. */
export const csvRow = (...xs: (string | number | boolean)[]): string => xs.map(csvCell).join(',');
