import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** CREATE COURSE offers a new course or a new offering (one term) of an existing one. */
export function CreateCourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create Course" centered>
      <Stack gap="md">
        <Text fz="sm">
          Create a new course, or add an offering (one term of a course: its students, tutors and
          projects) to a course you already have.
        </Text>
        <Button component={Link} to={paths.createCourse.getHref()} fullWidth>
          CREATE NEW COURSE
        </Button>
        <Button component={Link} to={paths.createSubcourse.getHref()} variant="light" fullWidth>
          ADD AN OFFERING
        </Button>
      </Stack>
    </Modal>
  );
}
