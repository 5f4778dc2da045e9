import type { ResultGroup } from '@capstone/contracts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText, isApiError } from '@/lib/api-error';
import { useSetGroupMark } from '../api/set-group-marks';
import { markChanged, markInputText, markRefusal, parseMark } from '../utils/group-mark';
import { twoDecimals } from '../utils/results';

/**
 * The group's mark, which the adjusted marks are computed from. Course admins set or clear it;
 * tutors read it. Remount with `key={group.mark}` so a saved value replaces what was typed.
 */
export function GroupMarkField({
  roundId,
  group,
  canEdit,
}: {
  roundId: string;
  group: Pick<ResultGroup, 'id' | 'name' | 'mark'>;
  canEdit: boolean;
}) {
  const [text, setText] = useState(markInputText(group.mark));
  const [error, setError] = useState<string | null>(null);
  const save = useSetGroupMark();

  if (!canEdit) {
    return (
      <Text fz="sm">
        Group mark:{' '}
        <Text span fw={600} fz="sm">
          {group.mark === null ? 'not set yet' : twoDecimals(group.mark)}
        </Text>
      </Text>
    );
  }

  const submit = () => {
    if (save.isPending) return;
    const parsed = parseMark(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    if (!markChanged(text, group.mark)) return;
    save.mutate(
      { roundId, group: group.id, mark: parsed.mark },
      {
        onSuccess: () =>
          toast.success(
            parsed.mark === null
              ? `Mark cleared for ${group.name}.`
              : `Mark ${twoDecimals(parsed.mark)} saved for ${group.name}.`,
          ),
        onError: (failure) => {
          const refusal = isApiError(failure) ? markRefusal(failure.serverMessage) : null;
          if (refusal?.inline) setError(refusal.text);
          else
            toast.error(refusal?.text ?? errorToastText(failure, 'The mark could not be saved.'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Group mark"
          aria-label={`Group mark for ${group.name}`}
          description="0–100; empty clears it"
          inputMode="decimal"
          // The message sits above the box, so the button stays level with the box either way.
          inputWrapperOrder={['label', 'description', 'error', 'input']}
          autoComplete="off"
          w={150}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button
          type="submit"
          variant="light"
          loading={save.isPending}
          aria-label={`Save mark for ${group.name}`}
        >
          SAVE MARK
        </Button>
      </Group>
    </form>
  );
}
