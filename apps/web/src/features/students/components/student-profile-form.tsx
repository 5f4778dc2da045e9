import type { StudentSelf } from '@capstone/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useUpdateStudentProfile } from '../api/update-student-profile';
import {
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCE_TITLE_MAX,
  EXPERIENCES_MAX,
  STUDENT_PROFILE_MESSAGES,
  YEAR_MAX,
  YEAR_MIN,
  profileBody,
  profileValuesFrom,
  validateProfile,
  type StudentProfileValues,
} from '../utils/profile-form';

interface StudentProfileFormProps {
  student: StudentSelf;
  onDone: () => void;
}

/** Edit of the own student profile: year and experiences, saved with Save. */
export function StudentProfileForm({ student, onDone }: StudentProfileFormProps) {
  const update = useUpdateStudentProfile(student.id);
  const form = useForm<StudentProfileValues>({
    initialValues: profileValuesFrom(student),
    validate: validateProfile,
  });
  const experiences = form.getValues().experiences;

  const submit = form.onSubmit((values) => {
    update.mutate(profileBody(values), {
      onSuccess: (data) => {
        toast.success(data.message);
        onDone();
      },
      onError: (error) => {
        const reason = errorToastText(error, STUDENT_PROFILE_MESSAGES.updateFailed);
        toast.error(
          reason === STUDENT_PROFILE_MESSAGES.updateFailed
            ? reason
            : `${STUDENT_PROFILE_MESSAGES.updateFailed}: ${reason}`,
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Edit profile">
      <Stack gap="md">
        <NumberInput
          label="Year"
          description={`${YEAR_MIN} to ${YEAR_MAX}; leave empty for none`}
          min={YEAR_MIN}
          max={YEAR_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={200}
          {...form.getInputProps('year')}
        />
        <Stack gap="sm">
          <Text fw={600}>Experiences</Text>
          {experiences.length === 0 && (
            <Text c="dimmed" fz="sm">
              No experiences yet. Add one to tell your group and clients what you have done.
            </Text>
          )}
          {experiences.map((_, index) => (
            <Card key={index} withBorder padding="sm">
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap" gap="xs">
                  <TextInput
                    style={{ flex: 1 }}
                    label={`Experience ${index + 1} title`}
                    maxLength={EXPERIENCE_TITLE_MAX}
                    {...form.getInputProps(`experiences.${index}.title`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    mb={form.errors[`experiences.${index}.title`] ? 22 : 0}
                    aria-label={`Remove experience ${index + 1}`}
                    onClick={() => form.removeListItem('experiences', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <Textarea
                  label={`Experience ${index + 1} description`}
                  autosize
                  minRows={2}
                  maxRows={8}
                  maxLength={EXPERIENCE_DESCRIPTION_MAX}
                  {...form.getInputProps(`experiences.${index}.description`)}
                />
              </Stack>
            </Card>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            w="fit-content"
            disabled={experiences.length >= EXPERIENCES_MAX}
            onClick={() => form.insertListItem('experiences', { title: '', description: '' })}
          >
            Add experience
          </Button>
        </Stack>
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
