// The lab's seed field (Batch, Balance and Suggest share it): what it holds is a seed the saved form's
// schema accepts — a whole number from 0 to 2^32 − 1 (schema/core.ts `seed`).
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SeedField } from '../../src/ui/lab/SeedField';
import { seed } from '../../src/schema/core';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { BatchView } from '../../src/ui/lab/BatchView';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { standardPlayables } from '../../src/editor/library';

function Field() {
  const [v, setV] = useState(7);
  return <SeedField value={v} onChange={setV} />;
}

const typed = (text: string) => {
  const input = screen.getByLabelText('Seed') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  return Number(input.value);
};

describe('the lab’s seed field', () => {
  it('clamps to 0 … 2^32 − 1 and keeps the last whole number for anything else', () => {
    render(<Field />);
    for (const [text, want] of [
      ['42', 42],
      ['-3', 0],
      ['5000000000', 0xffffffff],
      ['12', 12],
      ['1.5', 12],
    ] as const) {
      const got = typed(text);
      expect(got, text).toBe(want);
      expect(v.is(seed, got), text).toBe(true); // a value a saved form may hold
    }
  });

  it('is the one field of Batch, Balance and Suggest', () => {
    const list = standardPlayables();
    for (const view of [
      <BatchView key="b" circuits={list} initialId={null} />,
      <BalanceView key="l" circuits={list} initialId={null} />,
      <SuggestView key="s" circuits={list} initialId="kaldheira" />,
    ]) {
      const { unmount } = render(view);
      expect(typed('5000000000')).toBe(0xffffffff);
      expect(typed('2.5')).toBe(0xffffffff);
      unmount();
    }
  });
});
