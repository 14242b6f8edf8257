// Errors in people's words: the one place a coded error becomes a sentence. Every layer refuses with
// data — the engine with a code, the check that refused (`reason`) and the values involved (`params`):
// engine/errors.ts; the store, saves and the app with a `Problem` (a code from PROBLEM_KEYS, its params
// and the problem under it). The sentence shown is the catalogue's, in the player's language, with ids in
// the params (Titans, cards, die faces) turned into their names. The engine's English `message` is for
// logs and the command line; nothing here reads it.
import { formatNumber, formatSize, hasMessage, t, type MessageKey, type Params } from './index';
import { NO_USE, type ERRORS, type NoUse, type REASONS } from '../engine';

/**
 * Every code and reason of the engine's tables, and every reason a power has no use (NO_USE), has its
 * catalogue message (`errors.<code>`, `errors.noUse.<why>`): one added without it fails the typecheck. A
 * refusal read from elsewhere (an older record) may still carry a code this build does not know:
 * engineErrorText falls back to `errors.unknown` then.
 */
type EngineKey = `errors.${keyof typeof ERRORS | keyof typeof REASONS}` | `errors.noUse.${NoUse}`;
type _EngineKeysHaveMessages = Assert<EngineKey extends MessageKey ? true : false>;
type Assert<T extends true> = T;

/** What a refusal is worded from: the engine's error without its English message. */
export interface RefusalData {
  code: string;
  reason?: string;
  params?: Readonly<Record<string, string | number>>;
}

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Which params hold an id, and the catalogue key of the name of each id. */
const NAME_KEYS: Record<string, (id: string) => string> = {
  titan: (id) => `common.titan${capitalised(id)}`,
  other: (id) => `common.titan${capitalised(id)}`,
  by: (id) => `common.titan${capitalised(id)}`,
  card: (id) => `common.card${capitalised(id)}`,
  face: (id) => `common.face${capitalised(id)}`,
};

function named(params: RefusalData['params']): Params | undefined {
  if (!params) return undefined;
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    const key = typeof value === 'string' ? NAME_KEYS[name]?.(value) : undefined;
    out[name] = key && hasMessage(key) ? t(key) : value;
  }
  return out;
}

const isNoUse = (why: unknown): why is NoUse =>
  typeof why === 'string' && Object.prototype.hasOwnProperty.call(NO_USE, why);

export function engineErrorText(error: RefusalData): string {
  const params = named(error.params);
  // A power without a legal use says why (the engine's NO_USE: params.why), e.g. "needs a Titan behind".
  const why = error.params?.why;
  if (isNoUse(why)) return t(`errors.noUse.${why}`, params);
  if (error.reason) {
    const key = `errors.${error.reason}`;
    if (hasMessage(key)) return t(key, params);
  }
  const key = `errors.${error.code}`;
  return hasMessage(key) ? t(key, params) : t('errors.unknown');
}

/** One result shape for every layer above the engine: `{ok:true, ...T}` or `{ok:false, error}`. */
export type Result<T extends object = object, E = Problem> = ({ ok: true } & T) | { ok: false; error: E };

/** The failing half of a Result. */
export function fail<E = Problem>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/**
 * Every problem the app can report outside the engine, and the catalogue message that says it. A message
 * with `{problem}` says the problem under it (`Problem.cause`), worded first.
 */
const PROBLEM_KEYS = {
  // Starting and replaying a game (store/session.ts).
  notASetup: 'store.notASetup',
  botsRefused: 'store.botsRefused',
  couldNotStart: 'store.couldNotStart',
  saveSetupRefused: 'store.saveSetupRefused',
  saveDoesNotReplay: 'store.saveDoesNotReplay',
  // The validator of stored and received values (store/validate.ts).
  notText: 'safe.notText',
  tooLarge: 'safe.tooLarge',
  tooDeep: 'safe.tooDeep',
  tooMany: 'safe.tooMany',
  notJson: 'safe.notJson',
  notData: 'safe.notData',
  // The browser's storage (store/db.ts).
  storageFull: 'store.storageFull',
  storageRefused: 'store.storageRefused',
  storageTimeout: 'safe.storageTimeout',
  readTimeout: 'safe.readTimeout',
  readRefused: 'safe.readRefused',
  nothingWritten: 'safe.nothingWritten',
  readerNotLoaded: 'safe.readerNotLoaded',
  // Reading a save file (store/save.ts).
  saveTooLarge: 'store.saveTooLarge',
  saveNotJson: 'store.saveNotJson',
  saveNotASave: 'store.saveNotASave',
  saveUnknownFormat: 'store.saveUnknownFormat',
  saveNewer: 'store.saveNewer',
  saveNoVersion: 'store.saveNoVersion',
  saveNoRules: 'store.saveNoRules',
  saveNoSetup: 'store.saveNoSetup',
  saveNoActions: 'store.saveNoActions',
  saveTooManyActions: 'store.saveTooManyActions',
  saveNotAnAction: 'store.saveNotAnAction',
  saveBadNames: 'store.saveBadNames',
  saveDamaged: 'store.saveDamaged',
  saveBadField: 'store.saveBadField',
  saveOlderRules: 'store.saveOlderRules',
  saveOtherRules: 'store.saveOtherRules',
  botsNotAMap: 'store.botsNotAMap',
  botsNotATitan: 'store.botsNotATitan',
  botsBadLevel: 'store.botsBadLevel',
  // The store's intents (store/game.ts).
  damaged: 'store.damaged',
  cannotOpen: 'store.cannotOpen',
  noGame: 'store.noGame',
  nothingToUndo: 'store.nothingToUndo',
  undoOnlyBots: 'store.undoOnlyBots',
  undoBarrier: 'store.undoBarrier',
  importRefused: 'store.importRefused',
  couldNotRead: 'store.couldNotRead',
  notInLibrary: 'store.notInLibrary',
  notAGameRecord: 'store.notAGameRecord',
  journalNotSaves: 'safe.journalNotSaves',
  autosaveNotMoved: 'store.autosaveNotMoved',
  // Renaming and deleting a saved game (store/games.ts).
  gameGone: 'store.gameGone',
  gameKeepsChanging: 'store.gameKeepsChanging',
  // The circuit library's actions (editor/library.ts).
  circuitNeedsName: 'editor.needsName',
  circuitGone: 'editor.noLongerThere',
  libraryNoAnswer: 'editor.storageNoAnswer',
  circuitIdTaken: 'editor.idTaken',
  copyIdTaken: 'editor.copyIdTaken',
  couldNotRename: 'editor.couldNotRename',
  couldNotDuplicate: 'editor.couldNotDuplicate',
  couldNotDelete: 'editor.couldNotDelete',
  otherTabFirst: 'editor.otherTabFirst',
  otherTabKeepsChanging: 'editor.otherTabKeepsChanging',
  circuitsNotMoved: 'editor.circuitsNotMoved',
  // A circuit file or share link that came in (editor/share.ts); a refusal's list is the validator's.
  fileTooLarge: 'editor.fileTooLarge',
  fileNotJson: 'editor.fileNotJson',
  fileNotJsonAt: 'editor.fileNotJsonAt',
  fileUnreadable: 'editor.fileUnreadable',
  fileRefused: 'editor.fileRefused',
  linkRefused: 'editor.linkRefused',
  circuitLinkEmpty: 'editor.linkEmpty',
  circuitLinkTooLong: 'editor.linkTooLong',
  circuitLinkTooLarge: 'editor.linkTooLarge',
  circuitLinkNotLz: 'editor.linkNotLz',
  circuitLinkNotJson: 'editor.linkNotJson',
  // Replaying a game and opening a replay link (src/ui/lab/replay.ts, replayLink.ts).
  replayActionRefused: 'lab.replayActionRefused',
  replayLinkBad: 'lab.replayLinkBad',
  linkTooLong: 'lab.linkTooLong',
  linkTooMuch: 'lab.linkTooMuch',
  linkDamaged: 'lab.linkDamaged',
  linkOtherVersion: 'lab.linkOtherVersion',
  linkNoGame: 'lab.linkNoGame',
  linkUnknownTitans: 'lab.linkUnknownTitans',
  linkNoSeed: 'lab.linkNoSeed',
  linkWrongGame: 'lab.linkWrongGame',
  replayWorkerFailed: 'lab.replayWorkerFailed',
  // A job of the simulator's worker pool that threw, or a worker that died (src/sim/pool).
  simulatorFailed: 'lab.simulatorFailed',
  simulatorCrashed: 'lab.simulatorCrashed',
  // Joining the slices of a balance run (src/sim/slices.ts, npm run merge-reports).
  slicesNone: 'slices.slicesNone',
  sliceNotASlice: 'slices.sliceNotASlice',
  sliceNotASliceKind: 'slices.sliceNotASliceKind',
  sliceBadField: 'slices.sliceBadField',
  sliceBadFile: 'slices.sliceBadFile',
  sliceOtherCode: 'slices.sliceOtherCode',
  sliceOtherRun: 'slices.sliceOtherRun',
  sliceOverlap: 'slices.sliceOverlap',
  sliceGamesMissing: 'slices.sliceGamesMissing',
  sliceDamaged: 'slices.sliceDamaged',
  slicesNotAddable: 'slices.slicesNotAddable',
  // A sweep's key or value the simulator cannot play (src/sim/sweep.ts; the command line says them too).
  sweepUnknownElement: 'lab.sweepUnknownElement',
  sweepPaintValues: 'lab.sweepPaintValues',
  sweepPaintNoSpaces: 'lab.sweepPaintNoSpaces',
  sweepNotASpace: 'lab.sweepNotASpace',
  sweepUnknownTitan: 'lab.sweepUnknownTitan',
  sweepUnknownCard: 'lab.sweepUnknownCard',
  sweepNotSweepable: 'lab.sweepNotSweepable',
  // The Balance view's form when it makes no run (src/ui/lab/balanceForm.ts, explore.ts, exploreOf.ts).
  labUnknownCircuits: 'lab.unknownCircuits',
  labUnknownCircuitB: 'lab.unknownCircuitB',
  labTeamsNeed: 'lab.teamsNeed',
  sweepNameSpaces: 'lab.sweepNameSpaces',
  sweepTwoValues: 'lab.sweepTwoValues',
  sweepWholeNumbers: 'lab.sweepWholeNumbers',
  sweepAtMost12: 'lab.sweepAtMost12',
  sweepValueRefused: 'lab.sweepValueRefused',
  compareBRefused: 'lab.compareBRefused',
  // A report link and an imported report file (src/ui/lab/reportLink.ts).
  reportLinkBad: 'lab.reportLinkBad',
  reportNoReproduce: 'lab.reportNoReproduce',
  reportNoTitans: 'lab.reportNoTitans',
  reportNoCircuit: 'lab.reportNoCircuit',
  reportTooLarge: 'lab.reportTooLarge',
  reportNotJson: 'lab.notJSON',
  notAReport: 'lab.notAReport',
  reportEmptyTitans: 'lab.reportEmptyTitans',
  reportEmptyPositions: 'lab.reportEmptyPositions',
  reportBadSettings: 'lab.reportBadSettings',
  reportBadField: 'lab.reportBadField',
  // The lab's saved runs (src/ui/lab/reports.ts).
  reportIdTaken: 'lab.reportIdTaken',
  reportChanged: 'lab.reportChanged',
  reportNotDeleted: 'lab.notDeleted',
  // A setup link that cannot be read (src/ui/game/setupLink.ts); a refusal of the validator is its own.
  setupLinkTooLong: 'setup.linkTooLong',
  setupLinkNotJson: 'setup.linkNotJson',
  setupLinkNoSetup: 'setup.linkNoSetup',
  setupLinkTooManyNames: 'setup.linkTooManyNames',
  setupLinkBotsNotJson: 'setup.linkBotsNotJson',
  setupLinkBotsNotMap: 'setup.linkBotsNotMap',
  // The table's own refusals (src/ui/game, src/ui/pages).
  raceOver: 'play.raceOver',
  clickBot: 'play.clickBot',
  clickPending: 'play.clickPending',
  clickRollFirst: 'play.clickRollFirst',
  clickRerollFirst: 'play.clickRerollFirst',
  clickChooseDieFirst: 'play.clickChooseDieFirst',
  clickNotHighlighted: 'play.clickNotHighlighted',
  clickNotRinged: 'play.clickNotRinged',
  clickNothing: 'play.clickNothing',
  importTooLarge: 'play.importTooLarge',
  importUnreadable: 'play.importUnreadable',
  linkCannotStart: 'play.linkCannotStart',
  abilityNotNow: 'play.abilityNotNow',
  badGameId: 'safe.badGameId',
  renameFailed: 'home.renameFailed',
  deleteFailed: 'home.deleteFailed',
  exportFailed: 'safe.exportFailed',
  botFailed: 'play.botFailed',
  botsStopped: 'play.botsStopped',
} as const satisfies Record<string, MessageKey>;

export type ProblemCode = keyof typeof PROBLEM_KEYS;

/**
 * A param worded when its problem is shown, not when it is made: a catalogue message naming a thing
 * ("This save", "a list of 3", a question of the guide), its numbers in the reader's digits; a number
 * alone, in the reader's digits ("1,000,000", « 1 000 000 »); or a size in characters, in the reader's
 * units ("6.1 MB", « 6,1 Mo »).
 */
export type Word = { key: MessageKey; params?: Params } | { number: number } | { size: number };

/** A problem's params: values as they are (names, echoed input, counts) and words (Word). */
export type ProblemParams = Readonly<Record<string, string | number | Word>>;

/**
 * A problem as data: a code, the values its message names, and the problem under it — or the engine's
 * refusal, kept whole (code, reason, params) so it is worded in the language shown when it is shown.
 * `params.problem` may carry a system's own text (an exception) under a message.
 */
export type Problem =
  { code: ProblemCode; params?: ProblemParams; cause?: Problem } | { code: 'refused'; refusal: RefusalData };

/** A problem with its code and params (the cause, when given, is worded into `{problem}`). */
export function problem(code: ProblemCode, params?: ProblemParams, cause?: Problem): Problem {
  const p: { code: ProblemCode; params?: ProblemParams; cause?: Problem } = { code };
  if (params) p.params = params;
  if (cause) p.cause = cause;
  return p;
}

/** The engine's refusal as a problem of the app. */
export function refused(refusal: RefusalData): Problem {
  return { code: 'refused', refusal };
}

/**
 * A problem thrown where no Result can travel (a promise of a worker pool): the problem is the data; the
 * Error's own message is its `detail` param (for logs and the command line), else its code.
 */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    const detail = 'params' in problem ? problem.params?.detail : undefined;
    super(detail === undefined ? problem.code : String(detail));
    this.name = 'ProblemError';
  }
}

/** What was thrown, in the player's language when it carries a problem (else its own text). */
export function thrownText(e: unknown): string {
  if (e instanceof ProblemError) return problemText(e.problem);
  return String((e as Error)?.message ?? e);
}

/** A message as one sentence: exactly one full stop at the end (a message may bring its own). */
function sentence(text: string): string {
  const s = text.trim().replace(/[.\s]+$/, '');
  return /[!?…]$/.test(s) ? s : `${s}.`;
}

/** A word of a problem in the language shown now. */
export function wordText(w: Word): string {
  if ('number' in w) return formatNumber(w.number);
  if ('size' in w) return formatSize(w.size);
  if (!w.params) return t(w.key);
  const params: Params = {};
  for (const [name, v] of Object.entries(w.params))
    params[name] = typeof v === 'number' ? formatNumber(v) : v;
  return t(w.key, params);
}

/**
 * The params of a problem in words: each Word worded; `barrier` (an undo barrier, store/session.ts
 * Barrier) is a message key worded into `{reason}`, with its Titan's name; `cause` is worded into
 * `{problem}`.
 */
function wordedParams(p: { params?: ProblemParams; cause?: Problem }): Params | undefined {
  let params: Params | undefined;
  if (p.params) {
    params = {};
    for (const [name, v] of Object.entries(p.params)) params[name] = typeof v === 'object' ? wordText(v) : v;
  }
  const barrier = params?.barrier;
  if (typeof barrier === 'string' && hasMessage(barrier))
    params = { ...params, reason: t(barrier as MessageKey, named(params)) };
  return p.cause ? { ...params, problem: sentence(problemText(p.cause)) } : params;
}

/** A problem in the player's language. */
export function problemText(p: Problem): string {
  if (p.code === 'refused') return engineErrorText(p.refusal);
  return t(PROBLEM_KEYS[p.code], wordedParams(p));
}
