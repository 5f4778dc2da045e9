import { parseRoster, type Institution, type MemberKind } from '@capstone/contracts';
import { FileInput, Loader, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { InstitutionLoadError } from '@/components/ui/institution-load-error';
import { useInstitution } from '@/lib/institution';
import { examplePasteLine } from '@/lib/institution-hints';
import { RosterPreview } from './roster-preview';

export type MemberSource = 'paste' | 'file';

/** What the user entered; kept by the parent so that a wizard step can be left and revisited. */
export interface MemberEntryValue {
  source: MemberSource;
  text: string;
  fileText: string;
  file: File | null;
}

export const emptyMemberEntry = (): MemberEntryValue => ({
  source: 'paste',
  text: '',
  fileText: '',
  file: null,
});

/** The text that is parsed and sent: the pasted list or the uploaded file. */
export const memberEntryText = (value: MemberEntryValue) =>
  value.source === 'paste' ? value.text : value.fileText;

/**
 * The entered rows checked with the university's rules, or null when nothing is entered yet or
 * the rules are not known (nothing can be sent until they are).
 */
export const parseMemberEntry = (
  kind: MemberKind,
  value: MemberEntryValue,
  institution: Institution | undefined,
) => {
  const text = memberEntryText(value);
  return institution && text.trim() ? parseRoster(text, kind, institution) : null;
};

export const MEMBER_KIND_PLURAL: Record<MemberKind, string> = {
  student: 'students',
  tutor: 'tutors',
};

interface MemberEntryProps {
  kind: MemberKind;
  value: MemberEntryValue;
  onChange: (value: MemberEntryValue) => void;
  disabled?: boolean;
}

/**
 * Member entry: pasted lines (`name, email, zid, tutorial`) or a .csv file with a header row.
 * Whatever is entered is parsed at once with the shared roster parser and previewed, rejected rows
 * first, before anything is sent.
 */
export function MemberEntry({ kind, value, onChange, disabled }: MemberEntryProps) {
  const plural = MEMBER_KIND_PLURAL[kind];
  const [readError, setReadError] = useState<string | null>(null);
  const { data: institution, isError: institutionFailed } = useInstitution();
  const parsed = useMemo(
    () => parseMemberEntry(kind, value, institution),
    [kind, value, institution],
  );
  const hasText = memberEntryText(value).trim() !== '';

  const pickFile = async (file: File | null) => {
    setReadError(null);
    if (!file) {
      onChange({ ...value, fileText: '', file: null });
      return;
    }
    try {
      onChange({ ...value, fileText: await file.text(), file });
    } catch {
      setReadError('The file could not be read.');
    }
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={value.source}
        onChange={(source) => onChange({ ...value, source: source as MemberSource })}
        disabled={disabled}
        aria-label={`How to enter ${plural}`}
        data={[
          { value: 'paste', label: 'Paste list' },
          { value: 'file', label: 'Upload CSV file' },
        ]}
      />
      {value.source === 'paste' ? (
        <Textarea
          label={`Paste ${plural}`}
          description={`One per line: name, email, zid, tutorial${kind === 'tutor' ? ' (several tutorials separated by commas)' : ''}`}
          placeholder={examplePasteLine(kind, institution)}
          autosize
          minRows={5}
          maxRows={14}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          disabled={disabled}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      ) : (
        <FileInput
          label={`CSV file of ${plural}`}
          description="A .csv file with a header row: name, email, zid, tutorial"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear file' }}
          value={value.file}
          onChange={(file) => void pickFile(file)}
          error={readError}
          disabled={disabled}
        />
      )}
      {hasText &&
        !institution &&
        (institutionFailed ? (
          <InstitutionLoadError />
        ) : (
          <Loader size="sm" role="status" aria-label="Loading the university's rules" />
        ))}
      {parsed && institution && (
        <RosterPreview kind={kind} result={parsed} idLabel={institution.idLabel} />
      )}
    </Stack>
  );
}
