import { CLIENT_MESSAGES, LIMITS, MESSAGES, type ClientSelf } from '@capstone/contracts';
import {
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { useUpdateClientProfile } from '../api/update-client-profile';
import { isApiError } from '@/lib/api-error';
import {
  failureText,
  isEmailChanged,
  profileUpdateBody,
  profileValuesFrom,
  validateClientProfile,
  type ClientProfileValues,
} from '../utils/profile-form';

interface ClientProfileFormProps {
  client: ClientSelf;
  onDone: () => void;
}

/** Edit of the own client profile: SAVE sends PUT /api/client/update. */
export function ClientProfileForm({ client, onDone }: ClientProfileFormProps) {
  const update = useUpdateClientProfile();
  const form = useForm<ClientProfileValues>({
    initialValues: profileValuesFrom(client),
    validate: (values) => validateClientProfile(values, client.email),
    validateInputOnBlur: true,
  });
  const emailChanged = isEmailChanged(form.values, client.email);

  const submit = form.onSubmit((values) => {
    update.mutate(profileUpdateBody(values, client.email), {
      onSuccess: () => {
        toast.success(CLIENT_MESSAGES.profileUpdated);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.serverMessage === MESSAGES.currentPasswordIncorrect) {
          form.setFieldError('current_password', MESSAGES.currentPasswordIncorrect);
        }
        toast.error(failureText(CLIENT_MESSAGES.updateFailed, error));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            autoComplete="name"
            maxLength={LIMITS.personName}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            required
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Contact hours"
            required
            placeholder="9:00AM-5:00PM"
            maxLength={LIMITS.phone}
            {...form.getInputProps('hours')}
          />
          <TextInput
            label="Company name"
            required
            autoComplete="organization"
            maxLength={LIMITS.companyName}
            {...form.getInputProps('company_name')}
          />
          <TextInput
            label="Industry"
            required
            maxLength={LIMITS.shortText}
            {...form.getInputProps('industry')}
          />
          <TextInput
            label="Company ABN/ACN"
            required
            inputMode="numeric"
            maxLength={LIMITS.phone}
            {...form.getInputProps('company_abn')}
          />
          <TextInput
            label="Company address"
            required
            autoComplete="street-address"
            maxLength={LIMITS.address}
            {...form.getInputProps('company_address')}
          />
        </SimpleGrid>
        {emailChanged && (
          <PasswordInput
            label="Current password"
            description="A new email needs your current password"
            required
            autoComplete="current-password"
            maxLength={LIMITS.password}
            {...form.getInputProps('current_password')}
          />
        )}
        <Textarea
          label="Company brief"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LIMITS.companyBrief}
          {...form.getInputProps('company_brief')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
