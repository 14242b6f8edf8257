// The editor's step overlay: from the space under the pointer (or with keyboard focus), where each forward
// step S, L, R of a Titan's own move lands — a ramp jump (R7.4) drawn as an arc, an ice slide (R7.6) as a
// dotted line to where it ends. The landings come from the engine (src/editor/landings.ts). Drawn into the
// BoardView's own SVG through a portal (same coordinates, on top, pointer-events off), so BoardView itself
// is unchanged; a sentence under the board says the same in words.
import '../../i18n/editorMessages';
import { createPortal } from 'react-dom';
import { parseSpace } from '../../engine/board';
import type { Landing } from '../../editor/landings';
import { DX, DY, R, spaceXY } from '../board/BoardView';
import { t } from '../../i18n';

/** Okabe–Ito colours (colour-blind safe), and each mark also carries its letter. */
const DIR_COLOUR = { S: '#0072B2', L: '#D55E00', R: '#009E73' } as const;
const DIR_WORD = { S: 'editor.dirStraight', L: 'editor.dirLeft', R: 'editor.dirRight' } as const;
/** Rings of different sizes so that two steps ending on one space both show. */
const RING = { S: R - 2, L: R - 7, R: R - 12 } as const;
/** Where each letter sits around the landing space. */
const TAG = { S: { x: 0, y: -R - 7 }, L: { x: -R - 4, y: -8 }, R: { x: R + 4, y: -8 } } as const;

const xy = (name: string) => spaceXY(parseSpace(name, 1), 1);

/**
 * A segment is drawn only when the move between its ends stays on the board: upwards, and straight (S) or
 * along a diagonal (L, R). A wrap over a side (R1.4) or the top (R1.5) is shown by the marks alone.
 */
function onBoard(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  const dx = Math.abs(b.x - a.x);
  const dy = a.y - b.y;
  return dy > 0 && (dx < 1 || Math.abs(dx / DX - dy / DY) < 0.01);
}

export function landingSentence(from: string, landings: Landing[]): string {
  const parts = landings.map((l) => {
    const lap = l.lap ? t('editor.stepLap') : '';
    const head = t(l.jump ? 'editor.stepJumps' : 'editor.stepTo', { dir: l.dir, space: l.first });
    return l.slide.length ? t('editor.stepSlides', { head, end: l.end, lap }) : `${head}${lap}`;
  });
  return t('editor.stepSentence', { from, parts: parts.join('; ') });
}

export function StepOverlay({
  svg,
  from,
  landings,
}: {
  svg: SVGSVGElement;
  from: string;
  landings: Landing[];
}) {
  const o = xy(from);
  return createPortal(
    <g className="step-overlay" data-step-overlay={from} aria-hidden="true" pointerEvents="none">
      <circle cx={o.x} cy={o.y} r={R + 3} className="step-origin" />
      {landings.map((l) => {
        const colour = DIR_COLOUR[l.dir];
        const f = xy(l.first);
        const e = xy(l.end);
        const points = [f, ...l.slide.map(xy)];
        const segs: React.ReactNode[] = [];
        if (onBoard(o, f)) {
          if (l.jump) {
            // An arc over the jumped spaces.
            const mx = (o.x + f.x) / 2;
            const my = (o.y + f.y) / 2;
            const len = Math.hypot(f.x - o.x, f.y - o.y) || 1;
            const cx = mx + ((f.y - o.y) / len) * 30;
            const cy = my - ((f.x - o.x) / len) * 30;
            segs.push(
              <path
                key="jump"
                d={`M${o.x},${o.y} Q${cx},${cy} ${f.x},${f.y}`}
                fill="none"
                stroke={colour}
                strokeWidth={3}
                strokeDasharray="8 4"
              />,
            );
          } else {
            segs.push(
              <line key="step" x1={o.x} y1={o.y} x2={f.x} y2={f.y} stroke={colour} strokeWidth={3} />,
            );
          }
        }
        for (let i = 1; i < points.length; i++) {
          const a = points[i - 1];
          const b = points[i];
          if (!onBoard(a, b)) continue;
          segs.push(
            <line
              key={`slide${i}`}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={colour}
              strokeWidth={3}
              strokeDasharray="2 5"
              strokeLinecap="round"
            />,
          );
        }
        const tag = TAG[l.dir];
        return (
          <g
            key={l.dir}
            data-landing={l.dir}
            data-landing-end={l.end}
            data-landing-kind={l.jump ? 'jump' : l.slide.length ? 'slide' : 'step'}
          >
            {segs}
            <circle cx={e.x} cy={e.y} r={RING[l.dir]} fill="none" stroke={colour} strokeWidth={3.5} />
            <circle cx={e.x + tag.x} cy={e.y + tag.y} r={8} fill={colour} stroke="#fff" strokeWidth={1.5} />
            <text
              x={e.x + tag.x}
              y={e.y + tag.y + 4}
              textAnchor="middle"
              fontSize={11}
              fontWeight={700}
              fill="#fff"
            >
              {l.dir}
            </text>
            <title>{`${t(DIR_WORD[l.dir])}: ${l.end}`}</title>
          </g>
        );
      })}
    </g>,
    svg,
  );
}
