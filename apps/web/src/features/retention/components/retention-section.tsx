import type { DueOffering } from '@capstone/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorToastText } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useConfirmDeletion } from '../api/decide-retention';
import { useDueOfferings } from '../api/get-due-offerings';
import { offeringLabel, RETENTION_FAILED } from '../utils/retention-texts';
import { PostponeDialog } from './postpone-dialog';
import { RetentionSchedule } from './retention-schedule';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Archived offerings of the admin's courses whose personal data is due for deletion, each with
 * DELETE NOW and POSTPONE; with none due, the schedule they follow.
 */
export function RetentionSection({ enabled }: { enabled: boolean }) {
  const due = useDueOfferings(enabled);
  const [confirming, setConfirming] = useState<DueOffering | null>(null);
  const [postponing, setPostponing] = useState<DueOffering | null>(null);
  const confirm = useConfirmDeletion();

  if (!enabled || !due.data) return null;
  if (due.data.length === 0) return <RetentionSchedule />;

  const erase = () => {
    if (!confirming) return;
    confirm.mutate(confirming.subcourse_id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(null);
      },
      onError: (error) => toast.error(errorToastText(error, RETENTION_FAILED)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="retention-heading">
      <Title order={2} fz="h3" id="retention-heading">
        Data due for deletion
      </Title>
      <Text fz="sm" c="dimmed">
        These offerings were archived long enough ago that their students&apos; data is no longer
        kept (see the{' '}
        <Text component={Link} to={paths.privacy.getHref()} fz="sm" td="underline" c="inherit">
          privacy notice
        </Text>
        ). Delete it now, or postpone with a reason.
      </Text>
      {due.data.map((offering) => (
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
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirming(offering)}
                aria-label={`Delete now: ${offeringLabel(offering)}`}
              >
                DELETE NOW
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <ConfirmDialog
        opened={confirming !== null}
        title="Delete this offering's data?"
        message={
          confirming
            ? `The enrolments, groups, preferences, wishlists, pitches, chat and emails of ${offeringLabel(confirming)} will be deleted for good. The offering, its staff and projects stay, and so do the people's accounts.`
            : ''
        }
        confirmLabel="DELETE"
        confirmColor="red"
        isPending={confirm.isPending}
        onConfirm={erase}
        onClose={() => setConfirming(null)}
      />
      <PostponeDialog offering={postponing} onClose={() => setPostponing(null)} />
    </Stack>
  );
}
