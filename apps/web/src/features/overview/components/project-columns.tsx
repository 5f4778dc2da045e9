import { PROJECT_STATUS_LABELS, type ProjectFull } from '@capstone/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { projectClientsText, projectGroupsText } from '../utils/project-overview';
import type { DataColumn } from './data-table';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';

type Column = DataColumn<ProjectFull>;

const dimmed = (text: string) => (
  <Text fz="sm" c="dimmed">
    {text}
  </Text>
);

const name: Column = {
  id: 'name',
  header: 'Project Name',
  value: (p) => p.name,
  minWidth: 200,
  cell: (p) => (
    <Anchor component={Link} to={paths.projectView.getHref(p.id)} fw={600}>
      {p.name}
    </Anchor>
  ),
};
const clients: Column = {
  id: 'clients',
  header: 'Clients',
  value: projectClientsText,
  minWidth: 200,
  cell: (p) => projectClientsText(p) || dimmed('None'),
};
const type: Column = { id: 'type', header: 'Type', value: (p) => p.category, minWidth: 140 };
const status: Column = {
  id: 'status',
  header: 'Status',
  value: (p) => PROJECT_STATUS_LABELS[p.status],
  minWidth: 170,
  cell: (p) => <ProjectStatusBadge status={p.status} />,
};
const groups: Column = {
  id: 'groups',
  header: 'Groups',
  value: projectGroupsText,
  minWidth: 160,
  cell: (p) => projectGroupsText(p) || dimmed('Not allocated'),
};
const id: Column = {
  id: 'id',
  header: 'id',
  value: (p) => p.id,
  minWidth: 120,
  cell: (p) => (
    <Text ff="monospace" fz="xs" c="dimmed">
      {p.id}
    </Text>
  ),
};

/** /admin/allprojects (spec 2 §2): Project Name, Clients, Type, Groups, id, plus the status. */
export const PROJECT_COLUMNS: readonly Column[] = [name, clients, type, status, groups, id];
/** /admin/project/approve: name, clients, type, id. */
export const UNAPPROVED_PROJECT_COLUMNS: readonly Column[] = [name, clients, type, id];
