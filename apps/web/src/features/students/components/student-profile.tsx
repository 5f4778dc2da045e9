import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { hasEnrolments, isOwnView, useStudentProfile } from '../api/get-student-profile';
import { STUDENT_PROFILE_MESSAGES, groupStatus } from '../utils/profile-form';
import { StudentProfileForm } from './student-profile-form';

interface StudentProfileProps {
  studentId: string;
  /** The signed-in student's own profile: the only one with Edit. */
  isOwn: boolean;
  /** The selected course, whose tutorial and group status are shown. */
  subcourseId: string | null;
  backTo: string;
  backLabel: string;
  /** The project preferences block, when the viewer may read them. */
  preferences?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** /student/profile/{studentId?}: avatar, name, id, year, tutorial, group, bio. */
export function StudentProfile(props: StudentProfileProps) {
  const { studentId, isOwn, subcourseId, backTo, backLabel, preferences } = props;
  const profile = useStudentProfile(studentId);
  const [isEditing, setIsEditing] = useState(false);

  useEffect(() => {
    if (profile.error) toast.error(STUDENT_PROFILE_MESSAGES.notFound, { id: 'student-profile' });
  }, [profile.error]);

  const header = (title: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <BackLink to={backTo} label={backLabel} />
      {title}
    </Group>
  );

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error) {
    return (
      <Stack gap="lg" py="md">
        {header(<Title order={1}>Student Profile</Title>)}
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">{STUDENT_PROFILE_MESSAGES.notFound}</Text>
          <Button onClick={() => void profile.refetch()}>TRY AGAIN</Button>
        </Paper>
      </Stack>
    );
  }

  const student = profile.data;
  const self = isOwn && isOwnView(student) ? student : null;
  const enrolment =
    hasEnrolments(student) && subcourseId
      ? student.subcourses.find((entry) => entry.subcourse === subcourseId)
      : undefined;
  const status = hasEnrolments(student) ? groupStatus(enrolment, Boolean(subcourseId)) : null;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        {header(
          <Group gap="md" wrap="nowrap" miw={0}>
            <Avatar
              src={student.image ?? null}
              alt=""
              size={64}
              radius="xl"
              color="indigo"
              variant="filled"
            >
              {initials(student.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
                {student.name}
              </Title>
              {'zid' in student && <Text c="dimmed">{student.zid}</Text>}
            </div>
          </Group>,
        )}
        {self && !isEditing && (
          <Button
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setIsEditing(true)}
          >
            Edit
          </Button>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title="Details">
          <Field label="Year" value={student.year ? String(student.year) : null} />
          {'email' in student && <Field label="Email" value={student.email} />}
          {hasEnrolments(student) && (
            <>
              <Field label="Tutorial" value={enrolment?.tutorial ?? (subcourseId ? null : 'N/A')} />
              <div>
                <Text fz="sm" c="dimmed" fw={600}>
                  Group status
                </Text>
                <Badge
                  color={status === 'In a group' ? 'teal.9' : 'gray.7'}
                  variant="filled"
                  mt={4}
                >
                  {status}
                </Badge>
              </div>
            </>
          )}
        </Section>
        <Section title="Experiences">
          {self && isEditing ? (
            <StudentProfileForm student={self} onDone={() => setIsEditing(false)} />
          ) : student.experiences.length === 0 ? (
            <Text c="dimmed">
              {self ? 'You have not added any experiences yet.' : 'No experiences to show.'}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {student.experiences.map((experience, index) => (
                <li key={index}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {experience.title}
                  </Text>
                  {experience.description && (
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {experience.description}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      {preferences && <Section title="Project preferences">{preferences}</Section>}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value || 'Not given'}
      </Text>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" py="md" role="status" aria-busy="true" aria-label="Loading profile">
      <Group gap="md">
        <Skeleton height={64} circle />
        <Skeleton height={36} width="40%" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={180} />
        <Skeleton height={180} />
      </SimpleGrid>
    </Stack>
  );
}
