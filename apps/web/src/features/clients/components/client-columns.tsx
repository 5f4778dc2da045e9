import type { ClientOverviewEntry } from '@capstone/contracts';
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { idColumn } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { clientProjectsText, clientStatusLabel } from '../utils/client-overview';
import { VerifiedBadge } from './verified-badge';

type Column = DataColumn<ClientOverviewEntry>;

const name: Column = {
  id: 'name',
  header: 'Client Name',
  value: (c) => c.name,
  minWidth: 180,
  cell: (c) => (
    <Anchor component={Link} to={paths.clientProfile.getHref(c.id)} fw={600}>
      {c.name}
    </Anchor>
  ),
};
const role: Column = { id: 'role', header: 'Role', value: (c) => c.role, minWidth: 90 };
const company: Column = {
  id: 'company',
  header: 'Company',
  value: (c) => c.company_name,
  minWidth: 160,
};
const status: Column = {
  id: 'status',
  header: 'Status',
  value: (c) => clientStatusLabel(c.is_verified),
  minWidth: 120,
  cell: (c) => <VerifiedBadge isVerified={c.is_verified} />,
};
const email: Column = { id: 'email', header: 'Email', value: (c) => c.email, minWidth: 220 };
const projects: Column = {
  id: 'projects',
  header: 'Projects',
  value: clientProjectsText,
  minWidth: 200,
  cell: (c) =>
    c.projects.length === 0 ? (
      <Text fz="sm" c="dimmed">
        None
      </Text>
    ) : (
      c.projects.map((project, index) => (
        <Fragment key={project.id}>
          {index > 0 && ', '}
          <Anchor component={Link} to={paths.projectView.getHref(project.id)} fz="sm">
            {project.name}
          </Anchor>
        </Fragment>
      ))
    ),
};
const id: Column = idColumn();

/** /admin/allclients: Client Name, Role, Company, Status, Email, Projects, id. */
export const CLIENT_COLUMNS: readonly Column[] = [name, role, company, status, email, projects, id];
/** /admin/client/verify: name, role, company, status, email, id. */
export const UNVERIFIED_CLIENT_COLUMNS: readonly Column[] = [
  name,
  role,
  company,
  status,
  email,
  id,
];
