import type { StudentSelf } from '@capstone/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { getAccountDetailsQueryOptions } from '@/api/accounts/get-account-details';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { DataTable } from '@/components/table/data-table';
import { LoadError } from '@/components/table/load-error';
import { useAuth } from '@/lib/auth';
import { studentGroupFilters } from '../utils/group-rules';
import { GROUP_TEXTS } from '../utils/group-texts';
import { STUDENT_GROUP_COLUMNS } from './group-columns';

/** The viewer's tutorial in S, read from their own profile (students only). */
function useMyTutorial(subcourseId: string) {
  const { session } = useAuth();
  const details = useQuery({
    ...getAccountDetailsQueryOptions('student', session?.id ?? ''),
    enabled: session?.user === 'student',
  });
  const profile = details.data as StudentSelf | undefined;
  return profile?.subcourses?.find((entry) => entry.subcourse === subcourseId)?.tutorial ?? null;
}

/** /allGroups: every group of the course, with search, filters and join states. */
export function StudentGroups({ subcourseId }: { subcourseId: string }) {
  const groups = useSubcourseGroups(subcourseId);
  const myTutorial = useMyTutorial(subcourseId);
  const filters = useMemo(() => studentGroupFilters(myTutorial), [myTutorial]);

  useEffect(() => {
    if (groups.error) toast.error(GROUP_TEXTS.loadFailed, { id: 'groups-load' });
  }, [groups.error]);

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Groups
        </Title>
        <Text c="dimmed">Find a group of your tutorial with a free place and open it to join.</Text>
      </Stack>
      <DataTable
        title="All Groups"
        noun="groups"
        rows={groups.data}
        columns={STUDENT_GROUP_COLUMNS}
        getRowId={(group) => group.id}
        filters={filters}
        searchPlaceholder="Group, tutorial or member"
        isPending={groups.isPending}
        error={
          groups.error && (
            <LoadError message={GROUP_TEXTS.loadFailed} onRetry={() => void groups.refetch()} />
          )
        }
        empty="This course has no groups yet. Your course staff create them."
      />
    </Stack>
  );
}
