import { PEER_LIMITS, type PeerRoundStaff } from '@capstone/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText, isApiError } from '@/lib/api-error';
import { formatTimestamp, timeZoneLabel } from '@/lib/format-date';
import { useCreatePeerRound } from '../api/create-peer-round';
import { useUpdatePeerRound } from '../api/update-peer-round';
import {
  checkRoundForm,
  newRoundForm,
  roundBody,
  roundFormFrom,
  type RoundFormValues,
} from '../utils/round-form';
import { roundFieldOf, roundMessageForPeople } from '../utils/round-messages';
import { DimensionsEditor } from './dimensions-editor';
import { fieldId } from './field-id';

/** Opens the dialog to create a round in `subcourseId`, or to edit `round`. */
export type RoundFormTarget =
  { mode: 'create'; subcourseId: string } | { mode: 'edit'; round: PeerRoundStaff };

const savedText = (round: PeerRoundStaff, created: boolean) => {
  if (round.status === 'open')
    return `${round.name} is open: students can rate their teammates now.`;
  const verb = created ? 'is scheduled' : 'is saved. It is scheduled';
  return `${round.name} ${verb} to open on ${formatTimestamp(round.opens_at)}.`;
};

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

interface RoundFormProps {
  target: RoundFormTarget;
  create: ReturnType<typeof useCreatePeerRound>;
  update: ReturnType<typeof useUpdatePeerRound>;
  onDone: () => void;
}

function RoundForm({ target, create, update, onDone }: RoundFormProps) {
  const formId = useId();
  const isPending = create.isPending || update.isPending;
  const [initial] = useState<RoundFormValues>(() =>
    target.mode === 'create' ? newRoundForm(new Date()) : roundFormFrom(target.round),
  );
  const form = useForm<RoundFormValues>({ initialValues: initial });
  const zone = timeZoneLabel();

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) focusLater(fieldId(formId, first));
  };

  const submit = (values: RoundFormValues) => {
    if (isPending) return;
    const errors = checkRoundForm(values, new Date());
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    const body = roundBody(values);
    const onError = (error: Error) => {
      const field = isApiError(error) ? roundFieldOf(error.serverMessage) : null;
      if (isApiError(error) && field) {
        showErrors({ [field]: roundMessageForPeople(error.serverMessage) });
        return;
      }
      toast.error(errorToastText(error, 'The round could not be saved.'));
      // Opened meanwhile: it can no longer be edited, and the page now shows it open.
      if (target.mode === 'edit') onDone();
    };
    const onSuccess = (round: PeerRoundStaff) => {
      toast.success(savedText(round, target.mode === 'create'));
      onDone();
    };
    if (target.mode === 'create') {
      create.mutate({ subcourseId: target.subcourseId, body }, { onSuccess, onError });
    } else {
      update.mutate({ roundId: target.round.id, body }, { onSuccess, onError });
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-describedby={`${formId}-intro`}>
      <Stack gap="md">
        <Text fz="sm" id={`${formId}-intro`}>
          Every student of a group with at least two members rates each teammate. Who is in the
          round is fixed when it opens. The round can be changed or deleted only until then.
        </Text>
        <TextInput
          id={fieldId(formId, 'name')}
          label="Name"
          description="Students see it, e.g. Interim or Final"
          withAsterisk
          maxLength={PEER_LIMITS.name}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            id={fieldId(formId, 'opensAt')}
            type="datetime-local"
            label="Opens at"
            description="A time already past opens the round as soon as it is saved."
            withAsterisk
            {...form.getInputProps('opensAt')}
          />
          <TextInput
            id={fieldId(formId, 'closesAt')}
            type="datetime-local"
            label="Closes at"
            description="Submissions end then; results become available."
            withAsterisk
            {...form.getInputProps('closesAt')}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt={-8}>
          Times are in your time zone: {zone}.
        </Text>
        <Switch
          id={fieldId(formId, 'selfRating')}
          label="Students rate themselves too"
          description="A self-rating never changes a factor. Staff see it beside what teammates gave."
          {...form.getInputProps('selfRating', { type: 'checkbox' })}
        />
        <Switch
          id={fieldId(formId, 'comments')}
          label="Students may write a comment to each teammate"
          description="A teammate reads the comments to them once results are released, unless staff hide them. A private comment to staff is always possible."
          {...form.getInputProps('comments', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            id={fieldId(formId, 'weight')}
            label="Weight"
            description="How much the factor moves the mark: 0.5 means a factor of 1.10 adds 5%"
            min={0}
            max={1}
            step={0.05}
            decimalScale={2}
            clampBehavior="none"
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('weight')}
          />
          <NumberInput
            id={fieldId(formId, 'penalty')}
            label="Non-submission penalty (marks)"
            description="Taken off the adjusted mark of a student who did not submit; 0 for none"
            min={0}
            max={100}
            step={1}
            decimalScale={2}
            clampBehavior="none"
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('penalty')}
          />
        </SimpleGrid>
        <DimensionsEditor form={form} formId={formId} disabled={isPending} />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isPending}>
            CANCEL
          </Button>
          <Button type="submit" loading={isPending}>
            {target.mode === 'create' ? 'CREATE ROUND' : 'SAVE CHANGES'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a round (course admins; editing only while it is scheduled). */
export function RoundFormDialog({
  target,
  onClose,
}: {
  target: RoundFormTarget | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  // Here rather than in the form, so the dialog cannot be closed while a save is running.
  const create = useCreatePeerRound();
  const update = useUpdatePeerRound();
  const busy = create.isPending || update.isPending;
  return (
    <Modal
      opened={target !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={
        target?.mode === 'edit' ? `Edit round ${target.round.name}` : 'Create peer evaluation round'
      }
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
    >
      {target && (
        <RoundForm
          key={target.mode === 'edit' ? target.round.id : 'new'}
          target={target}
          create={create}
          update={update}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
