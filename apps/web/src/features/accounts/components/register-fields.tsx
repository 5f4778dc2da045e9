import { LIMITS, type Institution } from '@capstone/contracts';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { universityEmailPlaceholder } from '@/lib/institution-hints';
import { ACCOUNT_MESSAGES_FOR_PEOPLE } from '../utils/account-sentences';
import type { RegisterValues } from '../utils/register-steps';

type RegisterForm = UseFormReturnType<RegisterValues>;

/**
 * Step "Your details": names, email, the university id (student, staff) or phone (client),
 * passwords. The id's name and the hints come from the institution once it is known.
 */
export function PersonalDetailsFields({
  form,
  isClient,
  institution,
}: {
  form: RegisterForm;
  isClient: boolean;
  institution: Institution | undefined;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        withAsterisk={false}
        maxLength={LIMITS.personName}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        withAsterisk={false}
        maxLength={LIMITS.personName}
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder={isClient ? 'you@company.com' : universityEmailPlaceholder(institution)}
        required
        withAsterisk={false}
        maxLength={LIMITS.email}
        {...form.getInputProps('email')}
      />
      {isClient ? (
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          withAsterisk={false}
          maxLength={LIMITS.phone}
          {...form.getInputProps('phone')}
        />
      ) : (
        <TextInput
          label={institution?.idLabel ?? 'ID'}
          placeholder={institution?.exampleId}
          autoComplete="off"
          required
          withAsterisk={false}
          maxLength={LIMITS.code}
          {...form.getInputProps('zid')}
        />
      )}
      <PasswordInput
        label="Password"
        description={ACCOUNT_MESSAGES_FOR_PEOPLE.passwordRule}
        autoComplete="new-password"
        required
        withAsterisk={false}
        maxLength={LIMITS.password}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        maxLength={LIMITS.password}
        {...form.getInputProps('confirmPassword')}
      />
    </Stack>
  );
}

/** Step "Company Details" (clients only). */
export function CompanyDetailsFields({ form }: { form: RegisterForm }) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Company name"
        autoComplete="organization"
        required
        withAsterisk={false}
        maxLength={LIMITS.companyName}
        {...form.getInputProps('companyName')}
      />
      <TextInput
        label="Company ABN/ACN"
        inputMode="numeric"
        required
        withAsterisk={false}
        maxLength={LIMITS.phone}
        {...form.getInputProps('companyABN')}
      />
      <TextInput
        label="Industry"
        required
        withAsterisk={false}
        maxLength={LIMITS.shortText}
        {...form.getInputProps('industry')}
      />
      <TextInput
        label="Location"
        autoComplete="street-address"
        required
        withAsterisk={false}
        maxLength={LIMITS.address}
        {...form.getInputProps('location')}
      />
      <TextInput
        label="Contact hours"
        placeholder="9:00AM-5:00PM"
        required
        withAsterisk={false}
        maxLength={LIMITS.phone}
        {...form.getInputProps('contactHours')}
      />
    </Stack>
  );
}
