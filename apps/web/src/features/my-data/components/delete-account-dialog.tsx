import { FRESH_SIGN_IN_MINUTES, MY_DATA_MESSAGES, type AccountType } from '@capstone/contracts';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorToastText, isApiError } from '@/lib/api-error';
import { auth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  role: Exclude<AccountType, 'staff'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Delete account": the password again, then the account is erased and the session ends here
 * (the server has already ended it everywhere else). A wrong password shows under the field; a
 * refusal with a reason (a client's running projects) shows in the dialog.
 */
export function DeleteAccountDialog({ role, opened, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const remove = useDeleteAccount(role);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setFieldError(null);
    setRefusal(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setRefusal(null);
    remove.mutate(password, {
      onSuccess: ({ message }) => {
        toast.success(message);
        auth.logout();
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setFieldError(error.message);
        else if (isApiError(error) && (error.status === 403 || error.status === 409)) {
          setRefusal(error.message);
        } else toast.error(errorToastText(error, 'Your account could not be deleted'));
      },
    });
  };

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
          <Text>{MY_DATA_MESSAGES.deleteConfirmation}</Text>
          <Text fz="sm" c="dimmed">
            Your name, email, profile and preferences are erased. Your posts stay in their channels
            as &ldquo;Deleted user&rdquo;. Download your data first if you want a copy.
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Not deleted">
              {refusal}
            </Alert>
          )}
          <PasswordInput
            label="Password"
            description={`Signed in through your university or LMS without a password? Leave it empty: it works within ${FRESH_SIGN_IN_MINUTES} minutes of signing in.`}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError}
            autoComplete="current-password"
            maxLength={128}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              DELETE ACCOUNT
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
