import { FIELD_LABELS, MY_DATA_MESSAGES, type AccountType } from '@capstone/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorToastText, isApiError } from '@/lib/api-error';
import { auth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { getDeletionCheckQueryOptions, useDeletionCheck } from '../api/get-deletion-check';
import { DELETE_WORD, deletionStep } from '../utils/deletion-step';
import { DeletionBlocked, SignInAgain } from './deletion-notices';
import { DeletionConfirmField } from './deletion-confirm-field';

interface DeleteAccountDialogProps {
  role: Exclude<AccountType, 'staff'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Delete account", fitted to the account before anything is typed (`GET /api/{role}/me/deletion`):
 * a client whose projects are in active offerings reads which, and cannot press delete; a password
 * account types its password; an account without one (university or LMS sign-in) types DELETE
 * while its sign-in is recent, or is asked to sign in again. Then the account is erased and the
 * session ends here (the server has already ended it everywhere else). A wrong entry shows under
 * the field; a refusal that came up meanwhile shows in the dialog, and the facts are read again.
 */
export function DeleteAccountDialog({ role, opened, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useDeletionCheck(role, opened);
  const remove = useDeleteAccount(role);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const step = check.data ? deletionStep(check.data) : null;

  const close = () => {
    if (remove.isPending) return;
    setValue('');
    setFieldError(null);
    setRefusal(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setRefusal(null);
    if (step === 'password' && value === '') return setFieldError(FIELD_LABELS.password!.missing);
    if (step === 'type-delete' && value.trim() !== DELETE_WORD) {
      return setFieldError(`Type ${DELETE_WORD}, in capital letters, to confirm`);
    }
    if (step !== 'password' && step !== 'type-delete') return;
    remove.mutate(step === 'password' ? value : '', {
      onSuccess: ({ message }) => {
        toast.success(message);
        auth.logout();
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setFieldError(error.message);
        else if (isApiError(error) && (error.status === 403 || error.status === 409)) {
          setRefusal(error.message);
          setValue('');
          // What changed meanwhile (a project offered, the sign-in grown old) decides the step.
          void queryClient.invalidateQueries(getDeletionCheckQueryOptions(role));
        } else toast.error(errorToastText(error, 'Your account could not be deleted'));
      },
    });
  };

  const canDelete = step === 'password' || step === 'type-delete';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete account"
      centered
      closeOnClickOutside={!remove.isPending}
      closeOnEscape={!remove.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {step === 'password'
              ? MY_DATA_MESSAGES.deleteConfirmation
              : 'Deleting your account cannot be undone.'}
          </Text>
          <Text fz="sm" c="dimmed">
            Your name, email, profile and preferences are erased. Your posts stay in their channels
            as &ldquo;Deleted user&rdquo;. Download your data first if you want a copy.
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Not deleted">
              {refusal}
            </Alert>
          )}
          {check.isPending && (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text fz="sm">Checking your account…</Text>
            </Group>
          )}
          {check.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorToastText(
                check.error,
                'Capstone could not check your account. Please try again.',
              )}
            </Alert>
          )}
          {step === 'blocked' && check.data && <DeletionBlocked check={check.data} />}
          {step === 'sign-in-again' && <SignInAgain role={role} />}
          {canDelete && (
            <DeletionConfirmField
              kind={step}
              value={value}
              error={fieldError}
              onChange={(next) => {
                setValue(next);
                setFieldError(null);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending} disabled={!canDelete}>
              DELETE ACCOUNT
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
