// A suggest result: the objective before, each suggestion as a diff on the board with its paired
// comparison on fresh games (after − before, 95% interval), "Open as a copy in the editor", and the
// diagnosis when nothing holds (an imbalance no circuit edit reaches).
import { useMemo } from 'react';
import { copyName } from '../../editor/library';
import { shareHash } from '../../editor/share';
import { LOCAL_NAMES } from '../../engine/board';
import type { Element } from '../../engine/types';
import type { Paint } from '../../sim/suggest/edits';
import type { Diagnosis, Suggestion, SuggestResult } from '../../sim/suggest/search';
import { formatNumber, t, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { BoardView } from '../board/BoardView';
import { elementLabel } from '../editor/elementLabel';
import { courseElements } from './Heatmap';
import { OBJECTIVE_KEY } from './SuggestView';

const paintLabel = (p: Paint): string => (p === 'plain' ? t('suggest.plain') : elementLabel(p as Element));
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${formatNumber(Math.abs(+x.toFixed(2)))}`;

const DIAGNOSIS_KEY: Record<Diagnosis['code'], MessageKey> = {
  improved: 'suggest.diagImproved',
  noise: 'suggest.diagNoise',
  turnOrder: 'suggest.diagTurnOrder',
  abilities: 'suggest.diagAbilities',
  none: 'suggest.diagNone',
};

function SuggestionCard(props: { s: Suggestion; i: number; circuitName: string }) {
  const t = useT();
  const { s, i } = props;
  const elements = useMemo(() => courseElements([s.circuit]), [s.circuit]);
  const changed = useMemo(() => new Set(s.edits.map((e) => LOCAL_NAMES.indexOf(e.space))), [s.edits]);
  const copy = { ...s.circuit, name: copyName(props.circuitName) };
  return (
    <li
      className={`suggestion ${s.holds ? 'holds' : 'fails'}`}
      data-testid="suggestion"
      data-edits={JSON.stringify(s.edits)}
    >
      <h4>
        {t('suggest.suggestionN', { n: i + 1 })}:{' '}
        {s.edits
          .map((e) => t('suggest.edit', { space: e.space, from: paintLabel(e.from), to: paintLabel(e.to) }))
          .join(', ')}
      </h4>
      <p data-testid="suggestion-delta">
        {t('suggest.afterDelta', {
          after: formatNumber(+s.after.toFixed(2)),
          delta: signed(s.delta),
          lo: signed(s.ci[0]),
          hi: signed(s.ci[1]),
        })}{' '}
        <strong>{s.holds ? t('suggest.holds') : t('suggest.notHolds')}</strong>
      </p>
      <BoardView
        boards={1}
        elements={elements}
        highlighted={changed}
        legend={false}
        scale={0.6}
        label={t('suggest.boardOf', { n: i + 1 })}
        spaceNote={(sp) => {
          const e = s.edits.find((x) => x.space === LOCAL_NAMES[sp]);
          return e
            ? t('suggest.edit', { space: e.space, from: paintLabel(e.from), to: paintLabel(e.to) })
            : undefined;
        }}
      />
      <a className="button" href={shareHash(copy)} data-testid="suggestion-open">
        {t('suggest.openCopy')}
      </a>
    </li>
  );
}

export function SuggestResultView(props: { result: SuggestResult; circuitName: string }) {
  const t = useT();
  const { result: r } = props;
  const d = r.diagnosis;
  const diag = t(DIAGNOSIS_KEY[d.code], {
    titans: formatNumber(+d.titans.toFixed(1)),
    turn: formatNumber(+d.turnPosition.toFixed(1)),
    noise: formatNumber(+d.noise.toFixed(1)),
  });
  return (
    <div className="lab-suggest-result" data-testid="suggest-result">
      <p>
        {t('suggest.before', {
          objective: t(OBJECTIVE_KEY[r.objective]),
          before: formatNumber(+r.before.toFixed(2)),
          candidates: formatNumber(r.candidates),
          from: r.freshGames[0],
          to: r.freshGames[1] - 1,
        })}
      </p>
      <p className="suggest-diagnosis" data-testid="suggest-diagnosis">
        {diag}
      </p>
      {r.suggestions.length === 0 ? (
        <p>{t('suggest.noneBetter')}</p>
      ) : (
        <ol className="suggestions">
          {r.suggestions.map((s, i) => (
            <SuggestionCard key={i} s={s} i={i} circuitName={props.circuitName} />
          ))}
        </ol>
      )}
      {r.failed.length > 0 && <p className="lab-hint">{t('suggest.dropped', { n: r.failed.length })}</p>}
    </div>
  );
}
