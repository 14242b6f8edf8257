// npm run merge-reports -- SLICE… [--out FILE] [--json]
// Joins slices written by `npm run balance -- --range FIRST..LAST --out SLICE` into the report one run
// would have given, byte for byte (docs/lab.md). Slices of different runs, overlapping
// or missing ranges and files that are not slices are refused with a sentence; nothing is written.
import { writeFileSync } from 'node:fs';
import { buildBalanceReport } from '../sim/balance';
import { formatBalanceText } from '../sim/balance-format';
import { mergeSlices } from '../sim/slices';
import { MAX_REPORT_BYTES } from './balance-args';
import { ArgError, checkWritable, cut, parseArgs, readTextCapped, runCli } from './parse';

const HELP = `npm run merge-reports -- SLICE… [--out FILE] [--json]

Joins the slices of one balance run (npm run balance -- … --range FIRST..LAST --out SLICE) into its
report: --out FILE also writes it as npm run balance -- … --out FILE would; the report is printed as
text, or as JSON with --json (as balance prints it).
`;

function main(): number {
  const { values: v, positional } = parseArgs(process.argv.slice(2), {
    out: { kind: 'text' },
    json: { kind: 'flag' },
    help: { kind: 'flag' },
  });
  if (v.help) {
    process.stdout.write(HELP);
    return 0;
  }
  if (positional.length === 0) throw new ArgError('name the slice files to merge (try --help)');
  const out = v.out as string | undefined;
  if (out) checkWritable('--out', out);
  const files = positional.map((name) => {
    const text = readTextCapped(name, MAX_REPORT_BYTES, 'slice file');
    try {
      return { name, data: JSON.parse(text) as unknown };
    } catch {
      throw new ArgError(`${cut(name)} is not JSON, so not a slice of a balance report`);
    }
  });
  const merged = mergeSlices(files);
  if (!merged.ok) throw new ArgError(merged.message);
  const report = buildBalanceReport(merged.run);
  // As balance does: --out writes the file, and the report is printed all the same.
  if (out) {
    writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    process.stderr.write(
      `merge-reports: ${files.length} slices, ${report.played} games, written to ${out}\n`,
    );
  }
  process.stdout.write(v.json ? JSON.stringify(report) + '\n' : formatBalanceText(report) + '\n');
  return 0;
}

runCli('merge-reports', main);
