import { GROUP_BIO_MAX } from '@capstone/contracts';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { GroupRow } from '../api/group-types';
import { useUpdateGroupBio } from '../api/update-group-profile';
import { GROUP_TEXTS, serverErrorText } from '../utils/group-texts';

function ReadOnly({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {label}
      </Title>
      {text ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
    </Stack>
  );
}

/** Bio and goal; members edit them (no local checks). */
export function GroupBioCard({ group, canEdit }: { group: GroupRow; canEdit: boolean }) {
  const update = useUpdateGroupBio(group.id);
  const [draft, setDraft] = useState<{ bio: string; goal: string } | null>(null);

  const save = () => {
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => {
        toast.success(GROUP_TEXTS.bioSaved);
        setDraft(null);
      },
      onError: (error) => toast.error(serverErrorText(error)),
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="group-about-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="group-about-heading">
            About the group
          </Title>
          {canEdit && !draft && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setDraft({ bio: group.bio ?? '', goal: group.goal ?? '' })}
            >
              Edit
            </Button>
          )}
        </Group>
        {draft ? (
          <Stack gap="sm">
            <Textarea
              label="Bio"
              autosize
              minRows={3}
              maxLength={GROUP_BIO_MAX}
              value={draft.bio}
              onChange={(event) => setDraft({ ...draft, bio: event.currentTarget.value })}
              data-autofocus
            />
            <Textarea
              label="Goal"
              autosize
              minRows={3}
              maxLength={GROUP_BIO_MAX}
              value={draft.goal}
              onChange={(event) => setDraft({ ...draft, goal: event.currentTarget.value })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDraft(null)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button onClick={save} loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <ReadOnly label="Bio" text={group.bio ?? ''} empty="No bio yet." />
            <ReadOnly label="Goal" text={group.goal ?? ''} empty="No goal yet." />
          </>
        )}
      </Stack>
    </Card>
  );
}
