import type { ProjectFull } from '@capstone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getMembersQueryOptions } from '@/api/members/get-members';
import type { DataColumn } from '@/components/table/data-table';
import { mentorColumns } from '../components/mentor-columns';
import { mentorChoices } from '../utils/mentor-rules';

/**
 * The Mentor and Min groups columns of the projects table, stable between renders. Only a course
 * admin edits, so only they need the staff list the mentor choices come from.
 */
export function useMentorColumns(
  subcourseId: string,
  canEdit: boolean,
): readonly DataColumn<ProjectFull>[] {
  const members = useQuery({ ...getMembersQueryOptions(subcourseId), enabled: canEdit });
  const choices = useMemo(() => mentorChoices(members.data), [members.data]);
  return useMemo(
    () => mentorColumns({ subcourseId, canEdit, choices }),
    [subcourseId, canEdit, choices],
  );
}
