// Replay links (src/ui/lab/replayLink.ts): a simulated game named by its configuration and number,
// played again when the link opens; damaged or hostile links are refused with a sentence.
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { freeGameActions, type BalanceConfig } from '../../src/sim/balance';
import { openReplayLink, readReplayLink, replayHash, replayParam } from '../../src/ui/lab/replayLink';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['moltenchest'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'random'],
  games: 6,
  seed: 4,
  laps: 1,
  abilities: false,
  cards: false,
};

describe('replay links', () => {
  it('a link opens game k at the move it names, the same game as the report', () => {
    const hash = replayHash({ kind: 'balance', cfg, k: 2, at: 5 });
    expect(hash).toMatch(/^#\/lab\?replay=/);
    const r = openReplayLink(replayParam(hash + '&view=balance')!);
    if (!r.ok) throw new Error(problemText(r.error));
    expect(r.k).toBe(2);
    expect(r.at).toBe(5);
    expect(r.replay.steps.map((s) => s.action).slice(1)).toEqual(freeGameActions(cfg, 2).actions);
  });

  it('a Batch game too', () => {
    const batch = { circuits: ['kaldheira' as const], titans: cfg.titans, bots: cfg.bots, games: 3, seed: 8 };
    const r = openReplayLink(replayParam(replayHash({ kind: 'batch', cfg: batch, k: 1 }))!);
    expect(r.ok && r.at).toBe(0);
  });

  it('refuses damaged, oversized and wrong links with a sentence', () => {
    const enc = (x: unknown) => compressToEncodedURIComponent(JSON.stringify(x));
    const text = (r: ReturnType<typeof openReplayLink>) => (r.ok ? 'opened' : problemText(r.error));
    expect(openReplayLink('%%%')).toMatchObject({
      ok: false,
      error: { code: 'replayLinkBad', cause: { code: 'linkDamaged' } },
    });
    expect(text(openReplayLink('%%%'))).toBe('This replay link cannot be opened: it is damaged.');
    expect(text(openReplayLink('A'.repeat(30_000)))).toMatch(/too long\.$/);
    expect(text(openReplayLink(enc({ v: 1, kind: 'balance', cfg, k: 6 })))).toMatch(/game number/);
    expect(
      text(
        openReplayLink(
          enc({ v: 1, kind: 'balance', cfg: { ...cfg, bots: ['cheater', 'greedy', 'greedy'] }, k: 0 }),
        ),
      ),
    ).toMatch(/Titans or bots/);
    expect(
      openReplayLink(
        enc({
          v: 1,
          kind: 'balance',
          cfg: { ...cfg, circuits: [{ id: 'x', name: 'x', spaces: { A2: 'lava' } }] },
          k: 0,
        }),
      ),
    ).toMatchObject({ ok: false });
    expect(text(openReplayLink(enc({ v: 2, kind: 'balance', cfg, k: 0 })))).toMatch(/version/);
  });

  it('parses the payload by its schema: seeds, game counts and numbers out of range are refused (issue 36)', () => {
    const enc = (x: unknown) => compressToEncodedURIComponent(JSON.stringify(x));
    const code = (x: unknown) => {
      const r = readReplayLink(enc(x));
      return r.ok ? 'opened' : r.error.cause?.code;
    };
    // Before the schema a seed of 1e300 (a whole number to Number.isInteger) and -7 were taken.
    expect(code({ v: 1, kind: 'balance', cfg: { ...cfg, seed: 1e300 }, k: 0 })).toBe('linkNoSeed');
    expect(code({ v: 1, kind: 'balance', cfg: { ...cfg, seed: -7 }, k: 0 })).toBe('linkNoSeed');
    expect(code({ v: 1, kind: 'balance', cfg: { ...cfg, games: 1e300 }, k: 0 })).toBe('linkNoSeed');
    expect(code({ v: 1, kind: 'balance', cfg, k: 0.5 })).toBe('linkWrongGame');
    expect(code({ v: 1, kind: 'balance', cfg: { ...cfg, titans: [null, 'grinder', 'craken'] }, k: 0 })).toBe(
      'linkUnknownTitans',
    );
    expect(code({ v: 1, kind: 'balance', cfg: { ...cfg, bots: ['greedy'] }, k: 0 })).toBe(
      'linkUnknownTitans',
    );
    expect(code({ v: 1, kind: 'balance', cfg: null, k: 0 })).toBe('linkNoGame');
    expect(code({ v: 1, kind: 'toString', cfg, k: 0 })).toBe('linkOtherVersion');
    expect(code('a replay')).toBe('linkDamaged');
    expect(code({ v: 1, kind: 'balance', cfg, k: 1 })).toBe('opened');
  });
});
