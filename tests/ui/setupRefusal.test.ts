// Where a refused setup is fixed: each refusal the setup can meet is placed in its fold and field.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine';
import { refusalPlace } from '../../src/ui/game/setupRefusal';
import { buildSetup, changeCount, changeTeams, initialForm, patchPlayer } from '../../src/ui/game/setupForm';

const asIs = (id: string) => id as never;

describe('refusalPlace', () => {
  it('team-mates side by side (R12.3): the titans fold, the second one’s team', () => {
    let form = changeTeams(changeCount(initialForm(null), 4), '2x2');
    form = patchPlayer(form, 1, { team: 0 });
    form = patchPlayer(form, 2, { team: 1 });
    const r = createGame(buildSetup(form, 'kaldheira', asIs));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('setupTeamNeighbours');
    expect(refusalPlace(r.error, form)).toEqual({ fold: 'titans', field: 'team-1' });
  });

  it('a field of the course or the house rules: its fold and field', () => {
    const form = initialForm(null);
    expect(refusalPlace({ code: 'setupOutOfRange', params: { field: 'laps' } }, form)).toEqual({
      fold: 'course',
      field: 'laps',
    });
    expect(refusalPlace({ code: 'setupOutOfRange', params: { field: 'options.handSize' } }, form)).toEqual({
      fold: 'house',
      field: 'handSize',
    });
    expect(refusalPlace({ code: 'setupTeamSizes', params: { field: 'teams' } }, form)).toEqual({
      fold: 'titans',
      field: 'teams',
    });
    expect(refusalPlace({ code: 'setupNotNumber', params: { field: 'seed' } }, form)).toBeNull();
  });
});
