import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { MyDataCard } from '@/features/my-data/components/my-data-card';
import { StudentDataRequest } from '@/features/my-data/components/student-data-request';
import { RankedPreferenceList } from '@/features/preferences/components/ranked-preference-list';
import { StudentProfile } from '@/features/students/components/student-profile';
import { useAuth } from '@/lib/auth';
import { courseHref } from '@/lib/course-route';

/** /student/profile/{studentId?}: a student's profile; the signed-in student's own without an id. */
export function StudentProfileRoute() {
  const { studentId } = useParams();
  const { session, subcourse, isTutor } = useAuth();
  const isStudent = session?.user === 'student';
  const id = studentId ?? (isStudent ? session.id : '');
  const isOwn = isStudent && session.id === id;
  const back =
    subcourse && session
      ? { backTo: courseHref(session.user, subcourse), backLabel: 'Back to the course' }
      : { backTo: paths.dashboard.getHref(), backLabel: 'Back to my courses' };
  // The ranking is readable by the student and the course's staff.
  const showPreferences = Boolean(subcourse) && (isOwn || session?.user === 'staff');

  if (!id) {
    return (
      <Stack gap="lg" py="md">
        <Title order={1}>Student Profile</Title>
        <Paper withBorder p="xl" ta="center">
          <Text>No student is chosen. Open a student from a group or the students table.</Text>
        </Paper>
      </Stack>
    );
  }
  // A course admin of the selected offering answers the student's requests for their data.
  const answersRequests = session?.user === 'staff' && !isTutor && Boolean(subcourse);
  return (
    <>
      <StudentProfile
        key={id}
        studentId={id}
        isOwn={isOwn}
        subcourseId={subcourse}
        {...back}
        preferences={
          showPreferences && subcourse ? (
            <RankedPreferenceList
              subcourseId={subcourse}
              studentId={id}
              projectHref={paths.projectView.getHref}
              action={
                isOwn && (
                  <Button
                    component={Link}
                    to={paths.studentPreference.getHref()}
                    variant="light"
                    w="fit-content"
                  >
                    EDIT PREFERENCES
                  </Button>
                )
              }
            />
          ) : undefined
        }
      />
      {isOwn && (
        <Stack pb="md">
          <MyDataCard role="student" />
        </Stack>
      )}
      {answersRequests && subcourse && (
        <Stack pb="md">
          <StudentDataRequest subcourseId={subcourse} studentId={id} />
        </Stack>
      )}
    </>
  );
}
