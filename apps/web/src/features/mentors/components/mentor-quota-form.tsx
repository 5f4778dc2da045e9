import { MENTOR_QUOTA_MAX, type Mentor } from '@capstone/contracts';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useSetMentorQuota } from '../api/set-mentor-quota';
import { parseQuota, quotaFieldValue } from '../utils/mentor-rules';

/** A mentor's quota: a whole number from 0 to 1000, or empty for no limit. */
export function MentorQuotaForm({ mentor, subcourseId }: { mentor: Mentor; subcourseId: string }) {
  const [draft, setDraft] = useState<string | number>(quotaFieldValue(mentor.quota));
  const [seen, setSeen] = useState(mentor.quota);
  if (seen !== mentor.quota) {
    setSeen(mentor.quota);
    setDraft(quotaFieldValue(mentor.quota));
  }
  const [error, setError] = useState<string | null>(null);
  const save = useSetMentorQuota();
  const name = mentor.mentor.name;

  const submit = () => {
    if (save.isPending) return;
    const parsed = parseQuota(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    save.mutate(
      { subcourseId, staffId: mentor.mentor.id, quota: parsed.quota },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.quota === null
              ? `${name} has no quota now.`
              : `${name}'s quota is now ${saved.quota}.`,
          ),
        onError: (failure) =>
          toast.error(errorToastText(failure, `${name}'s quota could not be saved.`)),
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
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          label="Quota"
          description="Most groups on their projects together. Empty: no limit."
          min={0}
          max={MENTOR_QUOTA_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          SAVE
        </Button>
      </Group>
    </form>
  );
}
