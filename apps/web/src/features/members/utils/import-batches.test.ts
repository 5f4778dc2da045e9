import type { MemberImportRow } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { addBatchResult, emptySummary, toBatches } from './import-batches';

const row = (n: number): MemberImportRow => ({
  firstName: `F${n}`,
  lastName: 'L',
  email: `z${String(n).padStart(7, '0')}@ad.unsw.edu.au`,
  zid: `z${String(n).padStart(7, '0')}`,
  tutorial: 'T1',
});

describe('member import batches', () => {
  it('splits rows into batches with their offsets', () => {
    const rows = Array.from({ length: 1201 }, (_, i) => row(i));
    const batches = toBatches(rows, 500);
    expect(batches.map((b) => [b.offset, b.rows.length])).toEqual([
      [0, 500],
      [500, 500],
      [1000, 201],
    ]);
    expect(toBatches([])).toEqual([]);
  });

  it('sums the counts and maps batch error rows back to source lines', () => {
    const rows = [row(1), row(2), row(3), row(4)];
    const lines = [2, 3, 5, 9];
    const [first, second] = toBatches(rows, 2);
    let summary = addBatchResult(
      emptySummary(),
      first!,
      { message: 'ok', created: 1, updated: 0, unchanged: 0, errors: [{ row: 2, message: 'A' }] },
      lines,
    );
    summary = addBatchResult(
      summary,
      second!,
      { message: 'ok', created: 0, updated: 1, unchanged: 0, errors: [{ row: 2, message: 'B' }] },
      lines,
    );
    expect(summary).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [
        { line: 3, message: 'A' },
        { line: 9, message: 'B' },
      ],
    });
  });

  it('keeps an error whose row is unknown, without a line', () => {
    const [batch] = toBatches([row(1)]);
    const summary = addBatchResult(emptySummary(), batch!, {
      message: 'ok',
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 7, message: 'X' }],
    });
    expect(summary.errors).toEqual([{ line: null, message: 'X' }]);
  });
});
