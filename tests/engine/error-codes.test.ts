// Issue 22: every error code of the engine's table (errors.ts ERRORS) and every refusal reason
// (REASONS) is produced at least once — by the scenarios in tests/scenarios or by a fixture here — and
// each reason comes with the code the table gives it. A code nothing can produce does not belong in the
// table; a refusal with a code outside it fails here too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  REASONS,
  applyAction,
  createGame,
  isErrorCode,
  legalActions,
  loadScenario,
  runScenario,
  type Action,
  type EngineError,
  type GameState,
} from '../../src/engine';
import { applyInPlace } from '../../src/engine/apply';

const blank = { id: 'blank', name: 'Blank', spaces: {} };
const SETUP = { circuits: [blank], titans: ['grinder', 'slaugg', 'craken'], seed: 4 };

/** Grinder's turn on C5 (Slaugg before him on C7, Craken far away), with this pool and hand. */
function grinderTurn(dice: string[], hand: string[] = []): GameState {
  const r = loadScenario({
    setup: { ...SETUP, options: { reactions: 'never' } },
    position: {
      titans: { grinder: { space: 'C5', hand }, slaugg: { space: 'C7' }, craken: { space: 'E11' } },
      active: 'grinder',
      dice,
    },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The state after applying `actions` (each must be accepted). */
function after(state: GameState, ...actions: Action[]): GameState {
  for (const action of actions) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** The refusal of the last action after the others were accepted. */
function refusalOf(state: GameState, ...actions: Action[]): EngineError {
  const last = actions.pop()!;
  const r = applyAction(after(state, ...actions), last);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(last)}`);
  return r.error;
}

/** The state of a project scenario after all its actions but the last. */
function scenarioBeforeLast(file: string): GameState {
  const json = JSON.parse(readFileSync(join('tests/scenarios', file), 'utf8'));
  const r = loadScenario({ setup: json.setup, position: json.position });
  if (!r.ok) throw new Error(r.error.message);
  return after(r.state, ...json.actions.slice(0, -1));
}

function firstDieAction(state: GameState): Action & { type: 'dieAction' } {
  const action = legalActions(state).find((a) => a.type === 'dieAction');
  if (!action || action.type !== 'dieAction') throw new Error('no die action');
  return action;
}

const choose0: Action = { type: 'chooseDie', die: 0 };

const setupError = (setup: unknown): EngineError => {
  const r = createGame(setup);
  if (r.ok) throw new Error(`setup accepted: ${JSON.stringify(setup)}`);
  return r.error;
};

/** One fixture per refusal the scenarios do not already produce. */
const FIXTURES: Record<string, () => EngineError> = {
  notAnAction: () => refusalOf(grinderTurn(['yellow', 'red', 'blue']), 42 as never),
  unknownType: () => refusalOf(grinderTurn(['yellow', 'red', 'blue']), { type: 'dance' } as never),
  notYourTurn: () =>
    refusalOf(grinderTurn(['yellow', 'red', 'blue']), { type: 'chooseDie', die: 0, by: 'slaugg' }),
  alreadyEntered: () =>
    refusalOf(grinderTurn(['yellow', 'red', 'blue']), choose0, { type: 'enter', space: 'A1' }),
  notStartSpace: () => {
    const game = createGame({ ...SETUP, first: 'grinder' });
    if (!game.ok) throw new Error(game.error.message);
    return refusalOf(game.state, { type: 'roll' }, choose0, { type: 'enter', space: 'C5' });
  },
  rollNotAtStart: () => refusalOf(grinderTurn(['yellow', 'red', 'blue']), choose0, { type: 'roll' }),
  dieChosen: () => refusalOf(grinderTurn(['yellow', 'red', 'blue']), choose0, choose0),
  noDie: () => refusalOf(grinderTurn(['yellow', 'red', 'blue']), { type: 'chooseDie', die: 9 }),
  dieActionDone: () => {
    const chosen = after(grinderTurn(['yellow', 'red', 'blue']), choose0);
    const move = firstDieAction(chosen);
    return refusalOf(chosen, move, move);
  },
  purpleNeedsFace: () =>
    refusalOf(grinderTurn(['purple', 'red', 'blue']), choose0, { type: 'dieAction', path: ['S'] }),
  faceOnlyPurple: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue']), choose0, {
      type: 'dieAction',
      face: 'blue',
      path: ['S'],
    }),
  lifeCostWhen: () =>
    refusalOf(grinderTurn(['purple', 'red', 'blue']), choose0, {
      type: 'dieAction',
      face: 'red',
      path: ['S'],
      lifeCost: 'never' as never,
    }),
  noExtra: () =>
    refusalOf(grinderTurn(['yellow', 'red', 'blue']), choose0, {
      type: 'dieAction',
      path: ['S', 'S'],
      extra: { space: 'C3', when: 'before' },
    }),
  extraShape: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue']), choose0, {
      type: 'dieAction',
      path: ['S'],
      extra: { space: 'C3' } as never,
    }),
  notASpace: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue']), choose0, {
      type: 'dieAction',
      path: ['S'],
      extra: { space: 'Z9', when: 'before' },
    }),
  powersAfterDie: () => refusalOf(grinderTurn(['red', 'yellow', 'blue']), { type: 'ability', target: 'C3' }),
  finishActionFirst: () => {
    const chosen = after(grinderTurn(['red', 'yellow', 'blue']), choose0);
    // Work left on the stack without a decision: only in the middle of a resolution.
    const busy = { ...chosen, stack: [{ k: 'actionEnd' }] } as unknown as GameState;
    return refusalOf(busy, { type: 'ability', target: 'C3' });
  },
  unknownCard: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue']), choose0, { type: 'playBonus', card: 'joker' } as never),
  cardNotHeld: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue']), choose0, { type: 'playBonus', card: 'elixir' }),
  mimicryArgs: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue'], ['mimicry']), choose0, {
      type: 'playBonus',
      card: 'mimicry',
      target: 'C7',
      dir: 'S',
    }),
  borrowsNothing: () =>
    refusalOf(grinderTurn(['red', 'yellow', 'blue'], ['elixir']), choose0, {
      type: 'playBonus',
      card: 'elixir',
      ability: {},
    }),
  noDecision: () => refusalOf(grinderTurn(['red', 'yellow', 'blue']), { type: 'decide', choice: 'pass' }),
  piratesLifeNamesNoCard: () =>
    refusalOf(scenarioBeforeLast('r7-pirates-choose-life.json'), {
      type: 'decide',
      choice: 'life',
      card: 'elixir',
    }),
  discardNotHeld: () =>
    refusalOf(scenarioBeforeLast('r7-pirates-choose-life.json'), {
      type: 'decide',
      choice: 'discard',
      card: 'quake',
    }),
  piratesChoice: () =>
    refusalOf(scenarioBeforeLast('r7-pirates-choose-life.json'), { type: 'decide', choice: 'run' }),
  passNamesNoCard: () =>
    refusalOf(scenarioBeforeLast('r11-always-pass.json'), { type: 'decide', choice: 'pass', card: 'shield' }),
  noLossWaiting: () => {
    const asked = scenarioBeforeLast('r11-always-pass.json');
    const decider = asked.pending!.titan;
    // A Shield in hand but the Life loss it would answer gone from the stack: an engine fault.
    const titans = asked.titans.map((titan, seat) =>
      seat === decider ? { ...titan, hand: ['shield'] } : titan,
    );
    const broken = { ...asked, titans, stack: asked.stack.slice(0, -1) } as GameState;
    return refusalOf(broken, { type: 'decide', choice: 'play', card: 'shield' });
  },
  notLegalNow: () => {
    const won = { ...grinderTurn(['red', 'yellow', 'blue']), winner: 0 };
    return applyInPlace(won, choose0)!;
  },
  badCircuit: () => setupError({ ...SETUP, circuits: [{ id: 'x', name: 'X', spaces: { Z9: 'lava' } }] }),
  badScenario: () => {
    const r = loadScenario({ setup: SETUP, position: { titans: {} } });
    if (r.ok) throw new Error('scenario accepted');
    return r.error;
  },
  // A game setup: one fixture per code (what is wrong), with the field it names.
  setupNotObject: () => setupError('kaldheira'),
  setupUnknownField: () => setupError({ ...SETUP, lap: 2 }),
  setupCircuitCount: () => setupError({ ...SETUP, circuits: [blank, blank] }),
  setupTitanCount: () => setupError({ ...SETUP, titans: ['grinder', 'slaugg'] }),
  setupUnknownTitan: () => setupError({ ...SETUP, titans: ['grinder', 'slaugg', 'bob'] }),
  setupTitanTwice: () => setupError({ ...SETUP, titans: ['grinder', 'slaugg', 'grinder'] }),
  setupPlayersShape: () => setupError({ ...SETUP, players: 'two' }),
  setupPlayersCover: () => setupError({ ...SETUP, players: [['grinder'], ['slaugg']] }),
  setupTwoPlayersTitans: () =>
    setupError({
      ...SETUP,
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      players: [['grinder'], ['slaugg', 'craken', 'rassik']],
    }),
  setupTwoPlayersOrder: () =>
    setupError({
      ...SETUP,
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      players: [
        ['grinder', 'slaugg'],
        ['craken', 'rassik'],
      ],
    }),
  setupOneTitanEach: () => setupError({ ...SETUP, players: [['grinder', 'slaugg'], [], ['craken']] }),
  setupTeamsShape: () => setupError({ ...SETUP, teams: 'red' }),
  setupTeamsNeedPlayers: () =>
    setupError({
      ...SETUP,
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      players: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
      teams: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
    }),
  setupTeamsCover: () => setupError({ ...SETUP, teams: [['grinder'], ['slaugg']] }),
  setupTeamSizes: () => setupError({ ...SETUP, teams: [['grinder'], ['slaugg'], ['craken']] }),
  setupTeamNeighbours: () =>
    setupError({
      ...SETUP,
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      teams: [
        ['grinder', 'slaugg'],
        ['craken', 'rassik'],
      ],
    }),
  setupNotNumber: () => setupError({ ...SETUP, seed: 'seven' }),
  setupOutOfRange: () => setupError({ ...SETUP, laps: 10 }),
  setupNotInGame: () => setupError({ ...SETUP, first: 'rassik' }),
  setupBadFaces: () => setupError({ ...SETUP, rolls: ['pink'] }),
  setupNotMap: () => setupError({ ...SETUP, options: { deck: 3 } }),
  setupUnknownCard: () => setupError({ ...SETUP, options: { deck: { joker: 1 } } }),
  setupCardName: () => setupError({ ...SETUP, options: { cardNames: { shield: '' } } }),
  setupReactions: () => setupError({ ...SETUP, options: { reactions: 'sometimes' } }),
};

/** Every refusal the project's scenarios produce. */
function scenarioRefusals(dir: string): EngineError[] {
  const out: EngineError[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...scenarioRefusals(path));
    else if (name.endsWith('.json')) {
      const r = runScenario(JSON.parse(readFileSync(path, 'utf8')));
      if (!r.ok) out.push(r.error);
      else if (r.run.refused) out.push(r.run.output.error!);
    }
  }
  return out;
}

describe('every error code and reason is produced (errors.ts)', () => {
  const produced = [...scenarioRefusals('tests/scenarios'), ...Object.values(FIXTURES).map((make) => make())];

  it('each fixture produces the code or reason it is named after', () => {
    for (const [key, make] of Object.entries(FIXTURES)) {
      const error = make();
      expect(error.reason ?? error.code, key).toBe(key in REASONS ? key : error.code);
      if (key in ERRORS) expect(error.code, key).toBe(key);
    }
  });

  it('every code of the table, and only codes of the table', () => {
    const codes = new Set(produced.map((error) => error.code));
    for (const error of produced) expect(isErrorCode(error.code), error.code).toBe(true);
    expect(Object.keys(ERRORS).filter((code) => !codes.has(code as never))).toEqual([]);
  });

  it('every reason, each with its code, a sentence and params that are plain values', () => {
    const reasons = new Set(produced.map((error) => error.reason).filter(Boolean));
    expect(Object.keys(REASONS).filter((reason) => !reasons.has(reason as never))).toEqual([]);
    for (const error of produced) {
      if (error.reason) expect(error.code, error.reason).toBe(REASONS[error.reason]);
      expect(error.message.length, error.code).toBeGreaterThan(5);
      for (const value of Object.values(error.params ?? {}))
        expect(['string', 'number']).toContain(typeof value);
    }
  });

  it('a setup refusal names the field that is wrong', () => {
    expect(FIXTURES.setupOutOfRange()).toMatchObject({ params: { field: 'laps', min: 1, max: 9 } });
    expect(FIXTURES.setupUnknownCard()).toMatchObject({ params: { field: 'options.deck', value: 'joker' } });
    expect(FIXTURES.setupTeamNeighbours()).toMatchObject({ params: { titan: 'grinder', other: 'slaugg' } });
    for (const [code, family] of Object.entries(ERRORS))
      if (family === 'setup') expect(FIXTURES[code]().code).toBe(code);
  });

  it("notYourTurn: an action for a Titan who does not act now is refused; the active Titan's is not", () => {
    const state = grinderTurn(['yellow', 'red', 'blue']);
    expect(FIXTURES.notYourTurn()).toMatchObject({
      code: 'notYourTurn',
      params: { titan: 'grinder', by: 'slaugg' },
    });
    expect(applyAction(state, { type: 'chooseDie', die: 0, by: 'grinder' }).ok).toBe(true);
    // While a decision waits, the decider acts: the active Titan may not answer for it.
    const asked = scenarioBeforeLast('r7-pirates-choose-life.json');
    const decider = asked.titans[asked.pending!.titan].id;
    const other = asked.titans.find((titan) => titan.id !== decider)!.id;
    expect(applyAction(asked, { type: 'decide', choice: 'life', by: other }).ok).toBe(false);
    expect(applyAction(asked, { type: 'decide', choice: 'life', by: decider }).ok).toBe(true);
  });
});
