// A Titan's token: it glides step by step, jumps across an edge, and lies down when knocked out.
import { useState } from 'react';
import { localName, spaceRow } from '../../engine/board';
import { TITANS } from '../meta';
import { t as tr } from '../../i18n';
import { DX, DY, FINISH_Y, R, spaceXY, startLineY } from './geometry';
import type { BoardToken } from './BoardView';
import '../../i18n/tableMessages';

export function Token({
  t,
  boards,
  stepMs,
  index,
}: {
  t: BoardToken;
  boards: number;
  stepMs: number;
  index: number;
}) {
  const at = t.space >= 0 ? spaceXY(t.space, boards) : { x: 0, y: 0 };
  // The winner crossed the finish line (R1.5): its space is the wrap past it, row 1 of board 1 — on a
  // Grand Slam the very bottom of the strip, behind everyone (play-test 49). It is drawn on the line it
  // crossed: the top of board 3's strip on a Grand Slam, the start / finish line below row 1 on one board.
  const { x, y } = t.finished ? { x: at.x, y: boards > 1 ? FINISH_Y : startLineY(boards) } : at;
  const meta = TITANS[t.titan];
  const name = localName(t.space);
  const side = spaceRow(Math.max(0, t.space)) % 2 === 1 ? 1 : -1;
  // A step across an edge (wrap, R1.4/R1.5) jumps instead of gliding across the whole board.
  const [pos, setPos] = useState({ x, y, far: false });
  if (pos.x !== x || pos.y !== y)
    setPos({ x, y, far: Math.abs(pos.x - x) > 2.5 * DX || Math.abs(pos.y - y) > 3 * DY });
  const style = {
    transform: `translate(${x}px, ${y}px)`,
    transition: stepMs > 0 && !pos.far ? `transform ${stepMs}ms ease-in-out` : 'none',
  };
  return (
    <g
      className={`token${t.ko ? ' token--ko' : ''}${t.active ? ' token--active' : ''}`}
      style={style}
      data-titan={t.titan}
      data-space={name}
      data-ko={t.ko ? 'true' : undefined}
      aria-label={[
        tr('play.tokenOn', { titan: meta.name, space: name }),
        ...(t.ko ? [tr('play.tokenKo')] : []),
        ...(t.active ? [tr('play.tokenActive')] : []),
      ].join(', ')}
      role="img"
      data-index={index}
    >
      {t.active && <circle className="token-halo" r={21} />}
      {t.ko ? (
        // Knocked out (R8): the token lies on its side along the top of the space, so the space's own
        // icon stays visible under it.
        <g transform="translate(0,-15)">
          <rect
            x={-18}
            y={-7}
            width={36}
            height={14}
            rx={7}
            fill={meta.colour}
            stroke="#111"
            strokeWidth={1.5}
            strokeDasharray="4 2"
          />
          <text className="token-initial token-initial--ko" textAnchor="middle" y={4} fill={meta.ink}>
            {meta.initial}
          </text>
        </g>
      ) : (
        <>
          <circle r={16} fill={meta.colour} stroke="#111" strokeWidth={2} />
          <text className="token-initial" textAnchor="middle" y={5} fill={meta.ink}>
            {meta.initial}
          </text>
        </>
      )}
      {/* The name beside the token, on its row's line, where no space is: a row holds every other column
          (odd rows A, C, E; even rows B, D, F), so right of an odd row's space and left of an even row's
          lies an empty cell. Above the token it sat on the line of the names of the row above and over the
          space's own ring. */}
      <text className="token-name" textAnchor={side > 0 ? 'start' : 'end'} x={side * (R + 4)} y={3.5}>
        {t.ko ? `${meta.name} K.O.` : meta.name}
      </text>
    </g>
  );
}
