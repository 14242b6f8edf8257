// @vitest-environment jsdom
// The winner's token after the race (R1.5): its space is the wrap past the finish line — row 1 of board 1,
// on a Grand Slam the very bottom of the strip, behind everyone (play-test 49). It is drawn on the line it
// crossed instead.
import { expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { parseSpace } from '../../src/engine/board';
import { Token } from '../../src/ui/board/Token';
import { FINISH_Y, R, rowY, spaceXY } from '../../src/ui/board/geometry';

function drawn(boards: number, finished: boolean) {
  const space = parseSpace('A1', boards, 1);
  const { container } = render(
    <svg>
      <Token t={{ titan: 'craken', space, ko: false, finished }} boards={boards} stepMs={0} index={0} />
    </svg>,
  );
  const g = container.querySelector('[data-titan="craken"]') as SVGGElement;
  return { transform: g.style.transform, x: spaceXY(space, boards).x };
}

it('on a Grand Slam the winner stands on the finish line at the top, in its column', () => {
  const { transform, x } = drawn(3, true);
  expect(transform).toBe(`translate(${x}px, ${FINISH_Y}px)`);
});

it('on one board the winner stands on the start / finish line below row 1', () => {
  const { transform, x } = drawn(1, true);
  expect(transform).toBe(`translate(${x}px, ${rowY(1, 1) + R + 26}px)`);
});

it('a Titan still racing is drawn on its space', () => {
  const space = parseSpace('A1', 3, 1);
  const { transform } = drawn(3, false);
  expect(transform).toBe(`translate(${spaceXY(space, 3).x}px, ${spaceXY(space, 3).y}px)`);
});
