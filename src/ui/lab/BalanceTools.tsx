// A balance report's tools: export JSON and CSV, share, use its settings, and replay any of its games
// (rebuilt from setup, seed and bots through the engine) in a replay panel under them.
import { useState } from 'react';
import { configFromReproduce, freeGameActions, type BalanceReport } from '../../sim/balance';
import { balanceCSV } from '../../sim/balance-format';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { buildReplay, type Replay } from './replay';
import { ReplayPanel } from './ReplayPanel';
import { replayHash } from './replayLink';
import { download } from '../download';
import { ShareReport } from './ShareReport';

/** The replay open under a report, and how to open one: free game k, through the engine. */
export function useBalanceReplay(r: BalanceReport) {
  const [replay, setReplay] = useState<{ replay: Replay; title: string; which: string; k: number } | null>(
    null,
  );
  const [error, setError] = useState('');
  // A replay belongs to the report it came from: another report shown here hides it.
  const which = `${r.seed}|${r.games}|${r.circuits.join()}|${r.reproduce.titans.join()}|${r.reproduce.bots.join()}`;
  const open = (k: number, title: string) => {
    try {
      const g = freeGameActions(configFromReproduce(r.reproduce), k);
      const b = buildReplay(g.setup, g.actions, g.bots);
      if (b.ok) {
        setReplay({ replay: b.replay, title, which, k });
        setError('');
      } else setError(problemText(b.error));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const panel =
    replay && replay.which === which ? (
      <ReplayPanel
        replay={replay.replay}
        title={replay.title}
        onClose={() => setReplay(null)}
        linkAt={(at) =>
          replayHash({ kind: 'balance', cfg: configFromReproduce(r.reproduce), k: replay.k, at })
        }
      />
    ) : null;
  return { open, error, panel };
}

export function BalanceTools(props: {
  report: BalanceReport;
  live?: boolean;
  onLoadSettings?: () => void;
  onReplay: (k: number, title: string) => void;
}) {
  const t = useT();
  const { report: r, live, onLoadSettings, onReplay } = props;
  const [game, setGame] = useState(0);
  const exportBase = `titan-balance-${r.reproduce.circuits.map((c) => c.id).join('-')}-seed${r.seed}`;
  return (
    <div className="lab-row lab-result-tools">
      <button
        type="button"
        onClick={() => download(`${exportBase}.json`, JSON.stringify(r, null, 2), 'application/json')}
      >
        {t('lab.exportJSON')}
      </button>
      <button type="button" onClick={() => download(`${exportBase}.csv`, balanceCSV(r), 'text/csv')}>
        {t('lab.exportCSV')}
      </button>
      {!live && <ShareReport report={r} />}
      {onLoadSettings && (
        <button type="button" onClick={onLoadSettings}>
          {t('lab.useSettings')}
        </button>
      )}
      <form
        className="lab-row"
        onSubmit={(e) => {
          e.preventDefault();
          onReplay(game, t('lab.gameNo', { k: game }));
        }}
      >
        <label className="lab-field">
          {t('lab.replayGameNumber')}
          <input
            type="number"
            min={0}
            max={Math.max(0, r.played - 1)}
            value={game}
            onChange={(e) =>
              setGame(Math.max(0, Math.min(r.games - 1, Math.floor(Number(e.target.value) || 0))))
            }
          />
        </label>
        <button type="submit" disabled={live}>
          {t('lab.replayThisGame')}
        </button>
      </form>
    </div>
  );
}
