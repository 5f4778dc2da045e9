import type { ProjectFull } from '@capstone/contracts';
import { Text } from '@mantine/core';
import { dimmedText } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import type { MentorChoice } from '../utils/mentor-rules';
import { MinGroupsInput } from './min-groups-input';
import { ProjectMentorSelect } from './project-mentor-select';

interface MentorColumnsOptions {
  subcourseId: string;
  /** Course admins edit in the table; tutors read. */
  canEdit: boolean;
  choices: readonly MentorChoice[];
}

/** The projects table's Mentor and Min groups columns. */
export function mentorColumns({
  subcourseId,
  canEdit,
  choices,
}: MentorColumnsOptions): DataColumn<ProjectFull>[] {
  return [
    {
      id: 'mentor',
      header: 'Mentor',
      value: (project) => project.mentor?.name ?? '',
      minWidth: 200,
      cell: (project) =>
        canEdit ? (
          <ProjectMentorSelect project={project} subcourseId={subcourseId} choices={choices} />
        ) : (
          (project.mentor?.name ?? dimmedText('None'))
        ),
    },
    {
      id: 'min_groups',
      header: 'Min groups',
      value: (project) => project.min_groups ?? 0,
      searchable: false,
      minWidth: 130,
      cell: (project) =>
        canEdit ? (
          <MinGroupsInput project={project} subcourseId={subcourseId} />
        ) : (
          <Text fz="sm">{project.min_groups ?? 0}</Text>
        ),
    },
  ];
}
