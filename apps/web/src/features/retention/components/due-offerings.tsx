import type { DueOffering } from '@capstone/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format-date';
import { offeringLabel } from '../utils/retention-texts';
import { DeleteNowDialog } from './delete-now-dialog';
import { PostponeDialog } from './postpone-dialog';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Archived offerings whose students' data is due, each with POSTPONE and DELETE NOW. */
export function DueOfferings({ offerings }: { offerings: DueOffering[] }) {
  const [deleting, setDeleting] = useState<DueOffering | null>(null);
  const [postponing, setPostponing] = useState<DueOffering | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="due-heading">
      <Title order={3} fz="h4" id="due-heading">
        Data due for deletion
      </Title>
      <Text fz="sm" c="dimmed">
        These offerings were archived long enough ago that their students&apos; data is no longer
        kept. Delete it now, or postpone with a reason.
      </Text>
      {offerings.map((offering) => (
        <Card key={offering.subcourse_id} withBorder padding="md">
          <Group justify="space-between" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{offeringLabel(offering)}</Text>
              <Text fz="sm" c="dimmed">
                Archived {formatDate(offering.archived_at)} · {plural(offering.students, 'student')}
                , {plural(offering.groups, 'group')}, {plural(offering.posts, 'post')}
                {offering.last_postponed_until &&
                  ` · postponed until ${formatDate(offering.last_postponed_until)} before`}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconClockPause size={18} aria-hidden />}
                onClick={() => setPostponing(offering)}
                aria-label={`Postpone: ${offeringLabel(offering)}`}
              >
                POSTPONE
              </Button>
              <Button
                color="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting(offering)}
                aria-label={`Delete now: ${offeringLabel(offering)}`}
              >
                DELETE NOW
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <DeleteNowDialog offering={deleting} onClose={() => setDeleting(null)} />
      <PostponeDialog offering={postponing} onClose={() => setPostponing(null)} />
    </Stack>
  );
}
