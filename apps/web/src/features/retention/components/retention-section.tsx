import { RETENTION_MESSAGES, RETENTION_REASON_MAX, type DueOffering } from '@capstone/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockPause, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { formatDate } from '@/features/projects/utils/format-date';
import { retentionPeriod } from '@/features/privacy/utils/privacy-facts';
import { errorToastText, isApiError } from '@/lib/api-error';
import { getPublicConfigQueryOptions, useInstitution } from '@/lib/institution';
import { useConfirmDeletion, usePostponeDeletion } from '../api/decide-retention';
import { useDueOfferings } from '../api/get-due-offerings';
import { checkPostpone, postponeRange, type PostponeValues } from '../utils/postpone-form';

const FAILED = 'Something went wrong. Please try again.';
const label = (o: DueOffering) => `${o.code} ${o.name} (T${o.term} ${o.year})`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** With nothing due, the schedule itself: when an offering's data will be. */
function RetentionSchedule() {
  const config = useQuery(getPublicConfigQueryOptions());
  const days = config.data?.privacy?.retention_days;
  if (!days) return null;
  return (
    <Text fz="sm" c="dimmed">
      No offering&apos;s data is due for deletion. An offering&apos;s students&apos; data is due{' '}
      {retentionPeriod(days)} after it is archived (see the{' '}
      <Text component={Link} to={paths.privacy.getHref()} fz="sm" td="underline" c="inherit">
        privacy notice
      </Text>
      ).
    </Text>
  );
}

/**
 * Archived offerings of the admin's courses whose personal data is due for deletion (issue 20),
 * each with DELETE NOW and POSTPONE; with none due, the schedule they follow.
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
      onError: (error) => toast.error(errorToastText(error, FAILED)),
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
              <Text fw={600}>{label(offering)}</Text>
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
                aria-label={`Postpone: ${label(offering)}`}
              >
                POSTPONE
              </Button>
              <Button
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirming(offering)}
                aria-label={`Delete now: ${label(offering)}`}
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
            ? `The enrolments, groups, preferences, wishlists, pitches, chat and emails of ${label(confirming)} will be deleted for good. The offering, its staff and projects stay, and so do the people's accounts.`
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

function PostponeDialog({
  offering,
  onClose,
}: {
  offering: DueOffering | null;
  onClose: () => void;
}) {
  const postpone = usePostponeDeletion();
  const institution = useInstitution().data;
  const form = useForm<PostponeValues>({ initialValues: { reason: '', until: '' } });
  const range = postponeRange();
  const close = () => {
    if (postpone.isPending) return;
    form.reset();
    onClose();
  };

  const submit = (values: PostponeValues) => {
    if (!offering) return;
    const errors = checkPostpone(values, new Date(), institution);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    postpone.mutate(
      {
        subcourseId: offering.subcourse_id,
        body: { reason: values.reason.trim(), until: values.until },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.reset();
          onClose();
        },
        onError: (error) => {
          // The reason's own problem belongs under the Reason field, where it can be fixed.
          if (isApiError(error) && error.message === RETENTION_MESSAGES.reasonPersonalData) {
            form.setFieldError('reason', error.message);
            return;
          }
          toast.error(errorToastText(error, FAILED));
        },
      },
    );
  };

  return (
    <Modal
      opened={offering !== null}
      onClose={close}
      title="Postpone deletion"
      centered
      closeOnClickOutside={!postpone.isPending}
      closeOnEscape={!postpone.isPending}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {offering && <Text fw={600}>{label(offering)}</Text>}
          <Alert color="yellow" variant="light" title="No personal data in the reason">
            The reason is kept for good in the course&apos;s activity log. Say why the data is still
            needed (for example, an open appeal) without naming anyone; an email or a university id
            is refused.
          </Alert>
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={RETENTION_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <TextInput
            type="date"
            label="Keep until"
            description="Within a year; it is due for deletion again on that day."
            withAsterisk
            min={range.min}
            max={range.max}
            {...form.getInputProps('until')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={postpone.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={postpone.isPending}>
              POSTPONE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
