import type { AccountType } from '@capstone/contracts';
import { Button, Group, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { InstitutionLoadError } from '@/components/ui/institution-load-error';
import { useInstitution } from '@/lib/institution';
import { useRegister } from '../api/register';
import { registerErrorField, registerErrorMessage } from '../utils/error-messages';
import {
  emptyRegisterValues,
  getRegisterSteps,
  parseRegisterBody,
  validateRegisterStep,
} from '../utils/register-steps';
import { CompanyDetailsFields, PersonalDetailsFields } from './register-fields';

interface RegisterFormProps {
  user: AccountType;
  /** The account exists; its email still has to be verified. */
  onRegistered: (email: string) => void;
}

/**
 * Registration: clients Your details → Company Details, students and staff one page. Leaving the
 * last input step sends the form; a refusal about one field shows under that field.
 */
export function RegisterForm({ user, onRegistered }: RegisterFormProps) {
  const steps = getRegisterSteps(user);
  const lastInputStep = steps.length - 1;
  const [active, setActive] = useState(0);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const registerMutation = useRegister();
  const form = useForm({ initialValues: emptyRegisterValues });
  const isClient = user === 'client';
  // Students and staff are checked against the university's rules; clients need none of them.
  const { data: institution, isError: institutionFailed } = useInstitution();
  const waiting = !isClient && !institution;

  const next = () => {
    if (waiting) return;
    const errors = validateRegisterStep(user, active, form.getValues(), institution);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (active < lastInputStep) {
      setActive(active + 1);
      return;
    }
    const body = parseRegisterBody(user, form.getValues(), institution);
    if (!body.success) return;
    registerMutation.mutate(body.data, {
      onSuccess: () => onRegistered(body.data.email),
      // A failed submit leaves the user on the last input step (Company Details for clients).
      onError: (error) => {
        const message = registerErrorMessage(error, institution);
        const field = registerErrorField(error, institution);
        const onThisStep = field !== null && steps[active]?.fields.some((name) => name === field);
        if (onThisStep) form.setFieldError(field, message);
        else toast.error(message);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      {isClient ? (
        <Stepper active={active} orientation={isNarrow ? 'vertical' : 'horizontal'} size="sm">
          <Stepper.Step label="Your details">
            <PersonalDetailsFields form={form} isClient institution={institution} />
          </Stepper.Step>
          <Stepper.Step label="Company Details">
            <CompanyDetailsFields form={form} />
          </Stepper.Step>
        </Stepper>
      ) : (
        // One page: a stepper with a single step would only take room and say nothing.
        <>
          {waiting && institutionFailed && <InstitutionLoadError />}
          <PersonalDetailsFields form={form} isClient={false} institution={institution} />
        </>
      )}
      <Group justify="space-between" mt="xl">
        {active > 0 ? (
          <Button variant="default" onClick={() => setActive(active - 1)}>
            BACK
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          loading={registerMutation.isPending || (waiting && !institutionFailed)}
          disabled={waiting && institutionFailed}
        >
          {active < lastInputStep ? 'NEXT' : 'CREATE ACCOUNT'}
        </Button>
      </Group>
    </form>
  );
}
