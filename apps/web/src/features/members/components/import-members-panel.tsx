import type { MemberKind } from '@capstone/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ImportSummaryView, type ImportSummary } from '@/components/ui/import-summary';
import { useInstitution } from '@/lib/institution';
import { useMemberImport } from '../hooks/use-member-import';
import { importErrorMessage } from '../utils/import-messages';
import { ImportProgressBar } from './import-progress';
import {
  emptyMemberEntry,
  MEMBER_KIND_PLURAL,
  MemberEntry,
  parseMemberEntry,
  type MemberEntryValue,
} from './member-entry';

/** The invite page's entry: enter, preview, IMPORT, then the server's summary. */
export function ImportMembersPanel({
  kind,
  subcourseId,
}: {
  kind: MemberKind;
  subcourseId: string;
}) {
  const [value, setValue] = useState<MemberEntryValue>(emptyMemberEntry);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const { run, progress, isRunning } = useMemberImport();
  const { data: institution } = useInstitution();
  const parsed = useMemo(
    () => parseMemberEntry(kind, value, institution),
    [kind, value, institution],
  );
  const plural = MEMBER_KIND_PLURAL[kind];

  const send = async () => {
    if (!parsed || parsed.rows.length === 0) return;
    try {
      setSummary(await run({ kind, subcourseId, rows: parsed.rows, lines: parsed.lines }));
    } catch (error) {
      console.error(error); // invite failures are logged; the toast says what happened
      toast.error(importErrorMessage(kind, error));
    }
  };

  if (summary) {
    return (
      <Stack gap="lg">
        <ImportSummaryView title={`Import of ${plural} finished`} summary={summary} />
        <Group>
          <Button
            onClick={() => {
              setSummary(null);
              setValue(emptyMemberEntry());
            }}
          >
            IMPORT MORE
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <MemberEntry kind={kind} value={value} onChange={setValue} disabled={isRunning} />
      {progress && <ImportProgressBar progress={progress} label={`Importing ${plural}`} />}
      <Group justify="flex-end">
        <Button
          onClick={() => void send()}
          loading={isRunning}
          disabled={!parsed || parsed.rows.length === 0}
        >
          {`IMPORT ${plural.toUpperCase()}`}
        </Button>
      </Group>
    </Stack>
  );
}
