import { MEMBER_MESSAGES, SEARCH_MAX_LENGTH, type MemberEntry } from '@capstone/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useMembers } from '../api/get-members';
import { useRemoveStudent } from '../api/remove-student';
import { filterMembers } from '../utils/member-filter';

const ROLE_COLORS: Record<MemberEntry['role'], string> = {
  student: 'indigo.9',
  tutor: 'grape.9',
  'course admin': 'teal.9',
};

interface MembersTableProps {
  subcourseId: string;
  /** Course admins of a subcourse that is not archived may remove students. */
  canDelete: boolean;
}

/** Members of the subcourse (GET /api/admin/subcourse/members/{id}) with student removal. */
export function MembersTable({ subcourseId, canDelete }: MembersTableProps) {
  const { data, error, isPending, refetch } = useMembers(subcourseId);
  const [query, setQuery] = useState('');
  const [toDelete, setToDelete] = useState<MemberEntry | null>(null);
  const remove = useRemoveStudent();
  const rows = useMemo(() => filterMembers(data ?? [], query), [data, query]);

  useEffect(() => {
    if (error) console.error(error); // spec 1 §8: overview load failures are only logged
  }, [error]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { subcourseId, studentId: toDelete.id },
      {
        onSuccess: () => {
          toast.success(MEMBER_MESSAGES.memberDeleted);
          setToDelete(null);
        },
        onError: () => toast.error(MEMBER_MESSAGES.memberDeleteFailed),
      },
    );
  };

  if (isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading members">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={36} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">The members could not be loaded.</Text>
        <Button onClick={() => void refetch()}>TRY AGAIN</Button>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          label="Search members"
          placeholder="Name, email or tutorial"
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Text fz="sm" c="dimmed" aria-live="polite">
          {rows.length} of {data.length} members
        </Text>
      </Group>
      {data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>This course has no members yet. Invite students and tutors to add them.</Text>
        </Paper>
      ) : (
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
          <Table striped highlightOnHover withTableBorder miw={640} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Tutorial</Table.Th>
                <Table.Th scope="col">Group</Table.Th>
                {canDelete && (
                  <Table.Th scope="col">
                    <span className="mantine-visually-hidden">Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((member) => (
                <Table.Tr key={`${member.role}-${member.id}`}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={ROLE_COLORS[member.role]} size="sm">
                      {member.role}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{member.tutorials.join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    {member.role === 'student' ? (member.group ? 'In a group' : 'No group') : '—'}
                  </Table.Td>
                  {canDelete && (
                    <Table.Td>
                      {member.role === 'student' && (
                        <Tooltip label="Delete member">
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            aria-label={`Delete ${member.name}`}
                            onClick={() => setToDelete(member)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete member"
        centered
      >
        <Stack gap="lg">
          <Text>
            Remove {toDelete?.name} from this course? They leave their group and the course
            channels; their account remains.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              CANCEL
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              DELETE
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
