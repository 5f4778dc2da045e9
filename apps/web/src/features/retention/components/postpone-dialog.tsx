import { RETENTION_MESSAGES, RETENTION_REASON_MAX, type DueOffering } from '@capstone/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { errorToastText, isApiError } from '@/lib/api-error';
import { useInstitution } from '@/lib/institution';
import { usePostponeDeletion } from '../api/decide-retention';
import {
  checkPostpone,
  postponeRange,
  reasonPersonalDataError,
  type PostponeValues,
} from '../utils/postpone-form';
import { offeringLabel, RETENTION_FAILED } from '../utils/retention-texts';

/**
 * POSTPONE on a due offering: a reason without personal data (it is kept for good in the
 * activity log) and the day it is due again, checked as the server checks them before sending.
 */
export function PostponeDialog({
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
  // Flagged as it is typed: the reason is kept for good, so it is better not sent at all.
  const personal = reasonPersonalDataError(form.values.reason, institution);
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
          if (isApiError(error) && error.serverMessage === RETENTION_MESSAGES.reasonPersonalData) {
            form.setFieldError('reason', error.message);
            return;
          }
          toast.error(errorToastText(error, RETENTION_FAILED));
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
          {offering && <Text fw={600}>{offeringLabel(offering)}</Text>}
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
            error={form.errors.reason ?? personal}
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
