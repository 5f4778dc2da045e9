import { COURSE_MESSAGES, LIMITS } from '@capstone/contracts';
import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCourseCodes } from '../api/get-course-codes';
import { useTermDates } from '../api/get-term-dates';
import { termOptions, type SubcourseDetailsValues } from '../utils/subcourse-wizard';

interface SubcourseDetailsFieldsProps {
  form: UseFormReturnType<SubcourseDetailsValues>;
  disabled?: boolean;
}

/** Step 1 of Add an Offering: name, a code of the caller's courses, its term, the year. */
export function SubcourseDetailsFields({ form, disabled }: SubcourseDetailsFieldsProps) {
  const codes = useCourseCodes();
  const { code } = form.getValues();
  const courseId = code ? codes.data?.[code] : undefined;
  const termDates = useTermDates(courseId);

  useEffect(() => {
    if (codes.error) toast.error(COURSE_MESSAGES.cannotLoadCodes, { id: 'course-codes' });
  }, [codes.error]);

  const codeOptions = Object.keys(codes.data ?? {}).sort();
  return (
    <Stack gap="md" mt="md">
      <TextInput
        label="Name"
        description="For example 2025 Term 1"
        withAsterisk
        disabled={disabled}
        maxLength={LIMITS.subcourseName}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Course code"
          placeholder={codes.isPending ? 'Loading…' : 'Choose a course'}
          data={codeOptions}
          searchable
          withAsterisk
          disabled={disabled || codes.isPending}
          nothingFoundMessage="No course found"
          {...form.getInputProps('code')}
          onChange={(value) => {
            form.setFieldValue('code', value ?? '');
            form.setFieldValue('term', ''); // terms differ per course
          }}
        />
        <Select
          label="Term"
          placeholder={!code ? 'Choose a course first' : 'Choose a term'}
          data={termOptions(termDates.data)}
          withAsterisk
          disabled={disabled || !courseId || termDates.isPending}
          {...form.getInputProps('term')}
          onChange={(value) => form.setFieldValue('term', value ?? '')}
        />
        <TextInput
          label="Year"
          inputMode="numeric"
          maxLength={4}
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('year')}
        />
      </SimpleGrid>
      {codes.data && codeOptions.length === 0 && (
        <Alert color="yellow" variant="light">
          <Text fz="sm" mb="xs">
            You have no courses yet: a subcourse is an offering of one of your courses.
          </Text>
          <Button component={Link} to={paths.createCourse.getHref()} size="xs">
            CREATE NEW COURSE
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
