import type { MemberImportRow, MemberKind } from '@capstone/contracts';
import { useCallback, useState } from 'react';
import type { ImportSummary } from '@/components/ui/import-summary';
import { useImportMembers } from '../api/import-members';
import { addBatchResult, emptySummary, toBatches } from '../utils/import-batches';

export interface ImportProgress {
  processed: number;
  total: number;
}

export interface RunImportInput {
  kind: MemberKind;
  subcourseId: string;
  rows: readonly MemberImportRow[];
  /** Source line of each row (from the roster parser), to name lines in the summary. */
  lines?: readonly number[];
}

/**
 * Sends an import in batches, one after the other, and reports how many rows the server has
 * processed so far. Resolves with the summed created/updated/unchanged/errors summary; a failed
 * request rejects (rows of earlier batches stay imported, and re-sending is harmless: imports are
 * idempotent).
 */
export function useMemberImport() {
  const { mutateAsync } = useImportMembers();
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  const run = useCallback(
    async ({ kind, subcourseId, rows, lines = [] }: RunImportInput): Promise<ImportSummary> => {
      let summary = emptySummary();
      setProgress({ processed: 0, total: rows.length });
      try {
        for (const batch of toBatches(rows)) {
          const result = await mutateAsync({ kind, subcourseId, rows: batch.rows });
          summary = addBatchResult(summary, batch, result, lines);
          setProgress({ processed: batch.offset + batch.rows.length, total: rows.length });
        }
        return summary;
      } finally {
        setProgress(null);
      }
    },
    [mutateAsync],
  );

  return { run, progress, isRunning: progress !== null };
}
