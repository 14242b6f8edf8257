// A suggest result: the objective before, in plain words ("the Titans' win rates are on average 11.4
// points from fair"), each suggestion as a diff on the board with its paired comparison on fresh games
// (better or worse by how much, and the 95% interval of after − before in words), "Open as a copy in the editor", whether the circuit is still clearly
// unfair after the best proven change, and the diagnosis when nothing holds (an imbalance no circuit
// edit reaches).
import { shownCircuitName } from '../meta';
import { shownCircuitDescription } from '../circuitText';
import { useMemo } from 'react';
import { suffixedName } from '../../editor/library';
import { shareHash } from '../../editor/share';
import { LOCAL_NAMES } from '../../engine/board';
import { CIRCUIT_IDS, type CircuitId, type Element } from '../../engine/types';
import { withParent, type ParentRef } from '../../editor/parent';
import type { Suggestion, SuggestResult } from '../../sim/suggest/search';
import {
  deltaKeys,
  deltaWords,
  diagnosisFinding,
  editsWords,
  editWords,
  headlineText,
  inShownOrder,
  leftFinding,
  orderedByKey,
  samplesFinding,
  undoFinding,
  valueFinding,
} from '../../sim/suggest/words';
import { renderFinding } from '../../sim/verdict-text';
// The element names the edits are said with.
import '../../i18n/editorMessages';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { BoardView } from '../board/BoardView';
import { courseElements } from './Heatmap';
import { UI_FORMAT } from './VerdictPanel';

/** The circuit a suggestion was made from, to record as its copy's parent: a standard one by id, any
 * other inline — its spaces are the suggestion's with every edit taken back. */
export function searchedCircuit(s: Suggestion): ParentRef | undefined {
  if (!s.from) return undefined;
  if ((CIRCUIT_IDS as readonly string[]).includes(s.from.id)) return s.from.id as CircuitId;
  const spaces = { ...s.circuit.spaces };
  for (const e of s.edits) {
    if (e.from === 'plain') delete spaces[e.space];
    else spaces[e.space] = e.from as Element;
  }
  return { id: s.from.id, name: s.from.name, spaces };
}

function SuggestionCard(props: {
  s: Suggestion;
  i: number;
  circuitName: string;
  parentName?: string;
  result: SuggestResult;
}) {
  const t = useT();
  const { s, i, result: r } = props;
  const elements = useMemo(() => courseElements([s.circuit]), [s.circuit]);
  const changed = useMemo(() => new Set(s.edits.map((e) => LOCAL_NAMES.indexOf(e.space))), [s.edits]);
  const undo = props.parentName ? undoFinding(r, s, props.parentName) : null;
  // Named after the change ("… (candidate 2)"), not "… (copy)" for every one: two tried side by side
  // in the lab's comparison were two circuits of the same name.
  // It names the circuit it came from as its parent, so Balance on it opens with what the edit did.
  const copy = withParent(
    {
      ...s.circuit,
      name: suffixedName(
        shownCircuitName(props.circuitName), // a standard circuit in the reader's language
        ` ${t(s.holds ? 'suggest.copySuggestion' : 'suggest.copyCandidate', { n: i + 1 })}`,
      ),
      ...(s.circuit.description ? { description: shownCircuitDescription(s.circuit.description) } : {}),
    },
    searchedCircuit(s),
  );
  return (
    <li
      className={`suggestion ${s.holds ? 'holds' : 'fails'}`}
      data-testid="suggestion"
      data-edits={JSON.stringify(s.edits)}
    >
      <h4>
        {/* One message, so French writes its space before the colon. */}
        {/* Only a proven change is called a suggestion. */}
        {t(s.holds ? 'suggest.suggestionTitle' : 'suggest.candidateTitle', {
          n: i + 1,
          edits: editsWords(s, UI_FORMAT),
        })}
      </h4>
      {undo && (
        <p className="suggest-undo" data-testid="suggestion-undo">
          {renderFinding(undo, UI_FORMAT)}
        </p>
      )}
      <p data-testid="suggestion-delta">
        {t(deltaKeys(s).delta, deltaWords(r, s, UI_FORMAT))} <strong>{t(deltaKeys(s).holds)}</strong>
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
          return e ? editWords(e, UI_FORMAT) : undefined;
        }}
      />
      {/* `from=suggest`: the editor says where it came from, not "the shared circuit". */}
      <a className="button" href={`${shareHash(copy)}&from=suggest`} data-testid="suggestion-open">
        {t('suggest.openCopy')}
      </a>
    </li>
  );
}

/** The headline: the best proven change and its gain measured again on games used for nothing else
 * (headlineText: `npm run suggest` prints the same words in English). */
function Headline({ r }: { r: SuggestResult }) {
  useT(); // in the language of the moment
  const text = headlineText(r, UI_FORMAT);
  return text === null ? null : (
    <p className="suggest-headline" data-testid="suggest-headline">
      {text}
    </p>
  );
}

export function SuggestResultView(props: {
  result: SuggestResult;
  circuitName: string;
  parentName?: string;
}) {
  const t = useT();
  const { result: r } = props;
  const d = r.diagnosis;
  const diag = renderFinding(diagnosisFinding(d), UI_FORMAT);
  const left = leftFinding(r);
  const samples = samplesFinding(r);
  return (
    <div className="lab-suggest-result" data-testid="suggest-result">
      <Headline r={r} />
      <p data-testid="suggest-before">
        {t('suggest.before', {
          now: renderFinding(valueFinding(r.objective, r.before, r.target), UI_FORMAT),
          candidates: formatNumber(r.candidates),
          count: formatNumber(r.freshGames[1] - r.freshGames[0]),
        })}
      </p>
      {samples && (
        <p className="lab-hint" data-testid="suggest-samples">
          {renderFinding(samples, UI_FORMAT)}
        </p>
      )}
      <p className="suggest-diagnosis" data-testid="suggest-diagnosis">
        {diag}
      </p>
      {left && (
        <p
          className={`suggest-left ${left.key === 'suggest.leftUnfair' ? 'unfair' : ''}`}
          data-testid="suggest-left"
        >
          <strong>{renderFinding(left, UI_FORMAT)}</strong>
        </p>
      )}
      {r.suggestions.length === 0 ? (
        <p>{t('suggest.noneBetter')}</p>
      ) : (
        <>
          <p className="lab-hint" data-testid="suggestions-order">
            {t(orderedByKey(r))}
          </p>
          <ol className="suggestions">
            {inShownOrder(r.suggestions).map((s, i) => (
              <SuggestionCard
                key={i}
                s={s}
                i={i}
                circuitName={props.circuitName}
                parentName={props.parentName}
                result={r}
              />
            ))}
          </ol>
        </>
      )}
      {r.failed.length > 0 && <p className="lab-hint">{t('suggest.dropped', { n: r.failed.length })}</p>}
    </div>
  );
}
