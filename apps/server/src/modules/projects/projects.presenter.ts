import type {
  ProjectCard,
  ProjectFull,
  ProjectPublic,
  ProjectStudent,
  ProjectView,
} from '@capstone/contracts';
import type { ProjectViewKind } from '../../policies/project.policy';
import type { ProjectCardRow } from '../clients/client-projects.repo';
import type { ProjectPeople, ProjectRow } from './projects.repo';

type Client = ProjectPeople['clientRows'][number];
type Group = ProjectPeople['groupRows'][number];

/** What only the full view adds beyond the project's clients and groups. */
export interface FullViewFacts {
  /** Names of the staff the row names (who withdrew it, who mentors it), by id. */
  staffNames: ReadonlyMap<string, string>;
  /** The caller is staff of the project's subcourse, so sees its allocation settings. */
  seesSettings: boolean;
}

const NO_FULL_FACTS: FullViewFacts = { staffNames: new Map(), seesSettings: false };

const staffRef = (id: string | null, names: ReadonlyMap<string, string>) =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/** Who withdrew the project, when and why; null while it was never withdrawn. */
function presentWithdrawn(row: ProjectRow, names: ReadonlyMap<string, string>) {
  if (row.withdrawnAt === null) return null;
  return {
    reason: row.withdrawnReason ?? '',
    by: staffRef(row.withdrawnBy, names),
    at: row.withdrawnAt.toISOString(),
  };
}

/** `ProjectCard`: the fields a project list shows, nothing else. */
export function presentProjectCard(row: ProjectCardRow): ProjectCard {
  return {
    id: row.id,
    name: row.name,
    proj_no: row.projNo,
    category: row.category,
    areas: row.areas,
    status: row.status,
    capacity: row.capacity,
    color: row.color,
  };
}

/** Every field of `ProjectPublic`, listed: nothing else of the row leaves the server. */
export function presentProjectPublic(row: ProjectRow): ProjectPublic {
  return {
    ...presentProjectCard(row),
    terms: row.terms,
    background: row.background,
    scope: row.scope,
    description: row.description,
    req_skills: row.reqSkills,
    outcomes: row.outcomes,
    date_created: row.dateCreated,
    date_modified: row.dateModified,
  };
}

export function presentProjectStudent(
  row: ProjectRow,
  clientRows: Client[],
  groupRows: Group[],
): ProjectStudent {
  return Object.assign(presentProjectPublic(row), {
    subcourse: row.subcourseId,
    clients: clientRows.map((c) => ({ id: c.id, name: c.name, company_name: c.companyName })),
    groups: groupRows.map((g) => ({ id: g.id, name: g.name })),
  });
}

export function presentProjectFull(
  row: ProjectRow,
  clientRows: Client[],
  groupRows: Group[],
  facts: FullViewFacts = NO_FULL_FACTS,
): ProjectFull {
  const settings = facts.seesSettings
    ? { mentor: staffRef(row.mentorId, facts.staffNames), min_groups: row.minGroups }
    : {};
  return Object.assign(presentProjectPublic(row), {
    subcourse: row.subcourseId,
    course: row.courseId,
    is_allocated: row.isAllocated,
    attachments: row.attachments,
    responses: row.responses as ProjectFull['responses'],
    clients: clientRows.map((c) => ({
      id: c.id,
      name: c.name,
      company_name: c.companyName,
      email: c.email,
    })),
    groups: groupRows.map((g) => ({ id: g.id, name: g.name })),
    withdrawn: presentWithdrawn(row, facts.staffNames),
    ...settings,
  });
}

/** Groups the people of many projects by project, for one presenter call each. */
export function peopleByProject(people: ProjectPeople) {
  const clientsOf = new Map<string, Client[]>();
  const groupsOf = new Map<string, Group[]>();
  for (const c of people.clientRows) {
    const list = clientsOf.get(c.projectId) ?? [];
    list.push(c);
    clientsOf.set(c.projectId, list);
  }
  for (const g of people.groupRows) {
    if (!g.projectId) continue;
    const list = groupsOf.get(g.projectId) ?? [];
    list.push(g);
    groupsOf.set(g.projectId, list);
  }
  return (projectId: string) => ({
    clients: clientsOf.get(projectId) ?? [],
    groups: groupsOf.get(projectId) ?? [],
  });
}

/** A project in the view the policy chose for the caller. */
export function presentProject(
  row: ProjectRow,
  view: ProjectViewKind,
  people: { clients: Client[]; groups: Group[] },
  facts?: FullViewFacts,
): ProjectView {
  if (view === 'full') return presentProjectFull(row, people.clients, people.groups, facts);
  if (view === 'student') return presentProjectStudent(row, people.clients, people.groups);
  return presentProjectPublic(row);
}
