// The replay's step controls: First, Previous turn, Back, Forward, Next turn, Last and a slider. Each
// button draws its picture as inline SVG (a font may lack ⏮ ⏭ ◀ ▶) beside its word; on a phone the word
// is kept for screen readers and the picture shown alone, so the six fit one row of 44 px targets.
import { useT } from '../../i18n/useT';
import { turnStep } from '../game/replayTurns';
import '../../i18n/labMessages';

type Icon = 'first' | 'prevTurn' | 'back' | 'forward' | 'nextTurn' | 'last';

/** Triangles and bars in a 16-unit square, filled with the text's colour. */
const PATHS: Record<Icon, string> = {
  first: 'M2 3h2.5v10H2zM14 3 5.5 8l8.5 5z',
  prevTurn: 'M8 3 0.5 8 8 13zM15.5 3 8 8l7.5 5z',
  back: 'M12 3 4 8l8 5z',
  forward: 'M4 3l8 5-8 5z',
  nextTurn: 'M0.5 3 8 8l-7.5 5zM8 3l7.5 5L8 13z',
  last: 'M2 3l8.5 5L2 13zM11.5 3H14v10h-2.5z',
};

function StepIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      className="replay-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} fill="currentColor" />
    </svg>
  );
}

function StepButton(props: {
  icon: Icon;
  label: string;
  to: number;
  disabled: boolean;
  go: (n: number) => void;
  keys?: string;
}) {
  return (
    <button
      type="button"
      className="replay-step"
      onClick={() => props.go(props.to)}
      disabled={props.disabled}
      aria-keyshortcuts={props.keys}
      title={props.label}
      data-step-button={props.icon}
    >
      <StepIcon icon={props.icon} />
      <span className="replay-step-word">{props.label}</span>
    </button>
  );
}

export function ReplayControls({
  at,
  last,
  starts,
  go,
}: {
  at: number;
  last: number;
  /** The steps where a turn starts (replayTurns.ts). */
  starts: readonly number[];
  go: (n: number) => void;
}) {
  const t = useT();
  const atStart = at === 0;
  const atEnd = at === last;
  return (
    <div
      className="replay-controls"
      role="group"
      aria-label={t('lab.replayControls')}
      data-replay-controls=""
    >
      <div className="replay-buttons">
        <StepButton icon="first" label={t('lab.first')} to={0} disabled={atStart} go={go} keys="Home" />
        <StepButton
          icon="prevTurn"
          label={t('flow.prevTurn')}
          to={turnStep(starts, at, -1, last)}
          disabled={atStart}
          go={go}
          keys="ArrowUp"
        />
        <StepButton
          icon="back"
          label={t('lab.back')}
          to={at - 1}
          disabled={atStart}
          go={go}
          keys="ArrowLeft"
        />
        <StepButton
          icon="forward"
          label={t('lab.forward')}
          to={at + 1}
          disabled={atEnd}
          go={go}
          keys="ArrowRight"
        />
        <StepButton
          icon="nextTurn"
          label={t('flow.nextTurn')}
          to={turnStep(starts, at, 1, last)}
          disabled={atEnd}
          go={go}
          keys="ArrowDown"
        />
        <StepButton icon="last" label={t('lab.last')} to={last} disabled={atEnd} go={go} keys="End" />
      </div>
      <label className="replay-slider">
        <span className="replay-slider-word">{t('lab.move')}</span>
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          onChange={(e) => go(Number(e.target.value))}
          aria-valuetext={t('lab.moveOfLower', { at, last })}
        />
      </label>
    </div>
  );
}
