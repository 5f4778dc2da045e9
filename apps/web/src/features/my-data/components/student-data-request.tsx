import { MY_DATA_MESSAGES } from '@capstone/contracts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useDownloadStudentData } from '../api/download-data';

/**
 * For a course admin on a student's profile: answer a request for the student's data with what the
 * selected offering holds. The download is recorded in the course's trail.
 */
export function StudentDataRequest({
  subcourseId,
  studentId,
}: {
  subcourseId: string;
  studentId: string;
}) {
  const download = useDownloadStudentData(subcourseId, studentId);
  return (
    <Card withBorder padding="lg" component="section" aria-label="Data request">
      <Title order={2} fz="h4" mb="sm">
        Data request
      </Title>
      <Stack gap="sm">
        <Text fz="sm">
          When this student asks for their data, download what this offering holds about them. The
          download is recorded in the course activity.
        </Text>
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast.error(errorToastText(error, MY_DATA_MESSAGES.exportFailed)),
            })
          }
        >
          Export student data
        </Button>
      </Stack>
    </Card>
  );
}
