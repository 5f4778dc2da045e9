import { MY_DATA_MESSAGES, type AccountType } from '@capstone/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useDownloadMyData } from '../api/download-data';
import { useDeletionCheck } from '../api/get-deletion-check';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Said on the card itself, before anyone opens the dialog: a client's projects hold the account. */
function BlockedNote({ role }: { role: 'client' }) {
  const check = useDeletionCheck(role);
  const count = check.data?.blocked_by.length ?? 0;
  if (count === 0) return null;
  return (
    <Text fz="sm" fw={500}>
      Your account cannot be deleted while{' '}
      {count === 1 ? 'one of your projects is' : `${count} of your projects are`} in an active
      course offering: &ldquo;Delete account&rdquo; says which.
    </Text>
  );
}

/**
 * "Your data" on the signed-in person's own profile: download everything the product holds about
 * them, and (students and clients) delete the account; a client whose projects keep the account
 * reads so here already.
 */
export function MyDataCard({ role }: { role: AccountType }) {
  const download = useDownloadMyData(role);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-label="Your data">
      <Title order={2} fz="h4" mb="sm">
        Your data
      </Title>
      <Stack gap="sm">
        <Text fz="sm">
          Download one file with everything this product holds about you: your profile, courses,
          groups, preferences, posts, the emails sent to you and the record of actions about you.
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) =>
                  toast.error(errorToastText(error, MY_DATA_MESSAGES.exportFailed)),
              })
            }
          >
            Download my data
          </Button>
          {role !== 'staff' && (
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete account
            </Button>
          )}
        </Group>
        {role === 'client' && <BlockedNote role={role} />}
      </Stack>
      {role !== 'staff' && (
        <DeleteAccountDialog role={role} opened={deleting} onClose={() => setDeleting(false)} />
      )}
    </Card>
  );
}
