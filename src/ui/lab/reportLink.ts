// Share and reproduce a balance report (issue 21 item 8, issue 23 item 6): a link holding the report's
// settings with its circuits (`#/lab?view=balance&report=<lz-string of {v, reproduce}>`) that fills the
// form and runs it again — same seed, same games, so the same numbers — and the check of an imported
// report file. Both are untrusted input: size-capped, checked field by field, refused with a sentence.
import { compressToEncodedURIComponent } from 'lz-string';
import { t } from '../../i18n';
import { BOT_LEVELS } from '../../bots/types';
import { decompressCapped } from '../../editor/lz';
import { createGame } from '../../engine';
import { TITAN_IDS } from '../../engine/types';
import type { BalanceReport, Reproduce } from '../../sim/balance';

const MAX_LINK = 60_000;
const MAX_JSON = 400_000;
/** The largest report file the lab imports (a Grand Slam report with six Titans is ~1 MB). */
export const MAX_REPORT_BYTES = 20_000_000;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The address that reruns a report. */
export function reportHash(r: Reproduce): string {
  return `#/lab?view=balance&report=${compressToEncodedURIComponent(JSON.stringify({ v: 1, reproduce: r }))}`;
}

/** The `report` parameter of a hash, or null (split by hand: lz-string's alphabet has '+'). */
export function reportParam(hash: string): string | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  for (const part of hash.slice(q + 1).split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === 'report') return part.slice(eq + 1);
  }
  return null;
}

/** A report's `reproduce` checked: Titans, bots, games, seed and a course the engine accepts. */
function checkReproduce(x: unknown): Checked<Reproduce> {
  const no = (message: string): Checked<Reproduce> => ({ ok: false, message });
  if (typeof x !== 'object' || x === null) return no(t('lab.reportNoReproduce'));
  const r = x as Record<string, unknown>;
  if (!Array.isArray(r.titans) || r.titans.length === 0) return no(t('lab.reportNoTitans'));
  if (!r.titans.every((id) => TITAN_IDS.includes(id as never))) return no(t('lab.linkUnknownTitans'));
  if (
    !Array.isArray(r.bots) ||
    r.bots.length !== r.titans.length ||
    !r.bots.every((b) => BOT_LEVELS.includes(b as never))
  )
    return no(t('lab.linkUnknownTitans'));
  if (
    typeof r.games !== 'number' ||
    !Number.isInteger(r.games) ||
    r.games < 1 ||
    r.games > 100_000 ||
    typeof r.seed !== 'number' ||
    !Number.isInteger(r.seed)
  )
    return no(t('lab.linkNoSeed'));
  if (!Array.isArray(r.circuits) || r.circuits.length === 0) return no(t('lab.reportNoCircuit'));
  const g = createGame({
    circuits: r.circuits as never,
    titans: r.titans as never,
    laps: r.laps as never,
    options: r.options as never,
    teams: r.teams as never,
    seed: 1,
  });
  if (!g.ok) return no(g.error.message);
  return { ok: true, value: x as Reproduce };
}

/** Decode and check a report link. */
export function openReportLink(param: string): Checked<Reproduce> {
  const bad = (why: string): Checked<Reproduce> => ({ ok: false, message: t('lab.reportLinkBad', { why }) });
  if (param.length > MAX_LINK) return bad(t('lab.linkTooLong'));
  const json = decompressCapped(param.trim(), MAX_JSON);
  if (json === 'tooLarge') return bad(t('lab.linkTooMuch'));
  if (json === null) return bad(t('lab.linkDamaged'));
  let d: unknown;
  try {
    d = JSON.parse(json);
  } catch {
    return bad(t('lab.linkDamaged'));
  }
  const r = d as { v?: unknown; reproduce?: unknown } | null;
  if (!r || typeof r !== 'object' || r.v !== 1) return bad(t('lab.linkOtherVersion'));
  const c = checkReproduce(r.reproduce);
  return c.ok ? c : bad(c.message);
}

const isRates = (x: unknown): boolean =>
  typeof x === 'object' &&
  x !== null &&
  Object.keys(x).length > 0 &&
  Object.values(x).every(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { rate?: unknown }).rate === 'number' &&
      Array.isArray((v as { ci?: unknown }).ci),
  );

/**
 * An imported file's text as a balance report, or the sentence saying why not: too large, not JSON, not
 * a report, no Titans or turn positions, no `reproduce.titans`, a course the engine refuses. Never throws.
 */
export function checkReportText(text: string, file: string): Checked<BalanceReport> {
  const no = (message: string): Checked<BalanceReport> => ({ ok: false, message });
  if (text.length > MAX_REPORT_BYTES) return no(t('lab.reportTooLarge', { file }));
  let d: unknown;
  try {
    d = JSON.parse(text);
  } catch {
    return no(t('lab.notJSON', { file }));
  }
  const wrapped = (d as { report?: unknown } | null)?.report;
  const x = ((d as { kind?: unknown } | null)?.kind === 'titan-race-balance-report' ? d : wrapped) as Record<
    string,
    unknown
  > | null;
  if (!x || typeof x !== 'object' || x.kind !== 'titan-race-balance-report')
    return no(t('lab.notAReport', { file }));
  if (!isRates(x.titans)) return no(t('lab.reportEmptyTitans', { file }));
  if (!isRates(x.turnPosition)) return no(t('lab.reportEmptyPositions', { file }));
  if (!Array.isArray(x.abilities) || !Array.isArray(x.cards) || typeof x.baseline !== 'object')
    return no(t('lab.notAReport', { file }));
  const rp = checkReproduce(x.reproduce);
  if (!rp.ok) return no(t('lab.reportBadSettings', { file, why: rp.message }));
  return { ok: true, value: x as unknown as BalanceReport };
}
