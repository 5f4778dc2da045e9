import { PROJECT_STATUS_LABELS, type ProjectFull } from '@capstone/contracts';
import { dimmedText, idColumn, nameLinkColumn } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { paths } from '@/config/paths';
import { projectClientsText, projectGroupsText } from '../utils/project-overview';

type Column = DataColumn<ProjectFull>;

const name: Column = nameLinkColumn('Project Name', (p) => paths.projectView.getHref(p.id), 200);
const clients: Column = {
  id: 'clients',
  header: 'Clients',
  value: projectClientsText,
  minWidth: 200,
  cell: (p) => projectClientsText(p) || dimmedText('None'),
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
  cell: (p) => projectGroupsText(p) || dimmedText('Not allocated'),
};
const id: Column = idColumn();

/** /admin/allprojects: Project Name, Clients, Type, Groups, id, plus the status. */
export const PROJECT_COLUMNS: readonly Column[] = [name, clients, type, status, groups, id];
/** /admin/project/approve: name, clients, type, id. */
export const UNAPPROVED_PROJECT_COLUMNS: readonly Column[] = [name, clients, type, id];
