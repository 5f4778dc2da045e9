import { COURSE_MESSAGES, LIMITS } from '@capstone/contracts';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Outcome } from '@/components/ui/outcome';
import { paths } from '@/config/paths';
import { useCreateCourse } from '../api/create-course';
import {
  checkNewCourse,
  emptyNewCourse,
  emptyTerms,
  TERM_STRUCTURES,
  toTermDates,
  type NewCourseValues,
  type TermStructure,
} from '../utils/term-dates';

/**
 * Create New Course: Course Details → Submit. Leaving step 1 sends the form; the Submit step then
 * shows the outcome.
 */
export function CreateCourseForm() {
  const [active, setActive] = useState(0);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const createCourse = useCreateCourse();
  const [triedSubmit, setTriedSubmit] = useState(false);
  const form = useForm<NewCourseValues>({
    initialValues: emptyNewCourse(),
    // After a first try, the inline messages follow the values as they are fixed.
    onValuesChange: (next) => {
      if (triedSubmit) form.setErrors(checkNewCourse(next).errors);
    },
  });
  const values = form.getValues();
  const isDone = active > 0;

  const submit = () => {
    const check = checkNewCourse(form.getValues());
    setTriedSubmit(true);
    form.setErrors(check.errors);
    if (check.toast) {
      toast.error(check.toast);
      return;
    }
    const { name, code, description, terms } = form.getValues();
    createCourse.mutate(
      {
        name: name.trim(),
        code: code.trim(),
        description: description.trim(),
        termDates: toTermDates(terms),
      },
      {
        onSuccess: () => setActive(2),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const changeStructure = (structure: TermStructure) => {
    // Changing the structure clears the dates.
    form.setValues({ structure, terms: emptyTerms(structure) });
    form.clearErrors();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDone) submit();
      }}
    >
      <Stepper active={active} orientation={isNarrow ? 'vertical' : 'horizontal'} size="sm">
        <Stepper.Step label="Course Details">
          <Stack gap="md" mt="md">
            <TextInput
              label="Course name"
              withAsterisk
              maxLength={LIMITS.courseName}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Course code"
              description="4 upper-case letters then 4 digits, e.g. COMP1234"
              placeholder="COMP1234"
              withAsterisk
              maxLength={8}
              {...form.getInputProps('code')}
              onChange={(event) =>
                form.setFieldValue('code', event.currentTarget.value.toUpperCase().trim())
              }
            />
            <Textarea
              label="Description"
              withAsterisk
              autosize
              minRows={3}
              maxLength={LIMITS.courseDescription}
              {...form.getInputProps('description')}
            />
            <Radio.Group
              label="Term structure"
              value={values.structure}
              onChange={(value) => changeStructure(value as TermStructure)}
            >
              <Group mt="xs">
                <Radio value="semester" label="Semester (2 terms)" />
                <Radio value="trimester" label="Trimester (3 terms)" />
              </Group>
            </Radio.Group>
            <Fieldset legend="Terms and dates">
              <Stack gap="sm">
                {TERM_STRUCTURES[values.structure].map((term) => {
                  const key = String(term);
                  const choice = values.terms[key];
                  return (
                    <Group key={key} align="flex-start" wrap="wrap" gap="sm">
                      <Checkbox
                        mt={8}
                        w={90}
                        label={`Term ${term}`}
                        {...form.getInputProps(`terms.${key}.enabled`, { type: 'checkbox' })}
                      />
                      <TextInput
                        style={{ flex: '1 1 240px' }}
                        label={`Term ${term} dates`}
                        placeholder="DD-MM-YYYY to DD-MM-YYYY"
                        disabled={!choice?.enabled}
                        maxLength={LIMITS.termDates}
                        {...form.getInputProps(`terms.${key}.dates`)}
                      />
                    </Group>
                  );
                })}
                {form.errors.terms && (
                  <Text c="var(--mantine-color-error)" fz="sm" role="alert">
                    {form.errors.terms}
                  </Text>
                )}
              </Stack>
            </Fieldset>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Submit" />
        <Stepper.Completed>
          <Outcome
            tone="success"
            message={COURSE_MESSAGES.createdToast}
            nextStep={{
              label: 'ADD AN OFFERING',
              to: paths.createSubcourse.getHref(form.getValues().code.trim()),
            }}
            action={{ label: 'GO TO DASHBOARD', to: paths.dashboard.getHref() }}
          />
        </Stepper.Completed>
      </Stepper>
      {!isDone && (
        <Group justify="flex-end" mt="xl">
          <Button type="submit" loading={createCourse.isPending}>
            SUBMIT
          </Button>
        </Group>
      )}
    </form>
  );
}
