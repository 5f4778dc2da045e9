import type { ImportResponse, MemberImportRow } from '@capstone/contracts';
import type { ImportSummary } from '@/components/ui/import-summary';

/** Rows per request: small enough to show progress on big files, large enough to stay fast. */
export const IMPORT_BATCH_SIZE = 500;

export interface ImportBatch {
  /** Index of the batch's first row in the whole list. */
  offset: number;
  rows: MemberImportRow[];
}

export function toBatches(
  rows: readonly MemberImportRow[],
  size = IMPORT_BATCH_SIZE,
): ImportBatch[] {
  const batches: ImportBatch[] = [];
  for (let offset = 0; offset < rows.length; offset += size) {
    batches.push({ offset, rows: rows.slice(offset, offset + size) });
  }
  return batches;
}

export const emptySummary = (): ImportSummary => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
});

/**
 * Adds one batch's answer to the running summary. The server numbers error rows from 1 within
 * the batch; `lines` maps a row of the whole list back to the line the user wrote it on.
 */
export function addBatchResult(
  summary: ImportSummary,
  batch: ImportBatch,
  result: ImportResponse,
  lines: readonly number[] = [],
): ImportSummary {
  return {
    created: summary.created + result.created,
    updated: summary.updated + result.updated,
    unchanged: summary.unchanged + result.unchanged,
    errors: [
      ...summary.errors,
      ...result.errors.map((error) => ({
        line: lines[batch.offset + error.row - 1] ?? null,
        message: error.message,
      })),
    ],
  };
}
