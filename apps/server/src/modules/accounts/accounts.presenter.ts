import type {
  ClientContact,
  ClientPublic,
  ClientSelf,
  ClientStaff,
  ProjectCard,
  StaffPeer,
  StaffSelf,
  StudentPublic,
  StudentSelf,
  StudentStaff,
} from '@capstone/contracts';
import type { EnrolmentRow } from './account-relations.repo';
import type { ClientRow, StaffRow, StudentRow } from './accounts.repo';

/** Every field that leaves the server is listed here; hashes and timestamps never are. */
export function presentStudentPublic(
  row: Pick<StudentRow, 'id' | 'name' | 'year' | 'image' | 'experiences'>,
): StudentPublic {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    image: row.image,
    experiences: row.experiences,
  };
}

export function presentStudentSelf(row: StudentRow, enrolments: EnrolmentRow[] = []): StudentSelf {
  return {
    ...presentStudentPublic(row),
    email: row.email,
    zid: row.zid,
    user: 'student',
    role: 'student',
    subcourses: enrolments.map((enrolment) => ({
      subcourse: enrolment.subcourseId,
      tutorial: enrolment.tutorial,
      group: enrolment.groupId,
      preferences: enrolment.preferences,
      wishlist: enrolment.wishlist,
    })),
  };
}

/** What staff of the student's subcourses see: only the enrolments in those subcourses. */
export function presentStudentStaff(row: StudentRow, enrolments: EnrolmentRow[]): StudentStaff {
  return {
    ...presentStudentPublic(row),
    email: row.email,
    zid: row.zid,
    subcourses: enrolments.map((enrolment) => ({
      subcourse: enrolment.subcourseId,
      tutorial: enrolment.tutorial,
      group: enrolment.groupId,
      draft_alloc: enrolment.draftAlloc,
    })),
  };
}

/** `ClientPublic`: company details and the projects the viewer may see, no contact details. */
export function presentClientPublic(row: ClientRow, projects: ProjectCard[] = []): ClientPublic {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    company_industry: row.companyIndustry,
    company_brief: row.companyBrief,
    company_address: row.companyAddress,
    contact_hours: row.contactHours,
    projects,
  };
}

/** `ClientContact`: the public view plus how to reach the client. */
export function presentClientContact(row: ClientRow, projects: ProjectCard[] = []): ClientContact {
  return { ...presentClientPublic(row, projects), email: row.email, phone: row.phone };
}

/** The client itself: `projects` are all its own; picks of deleted projects are left out. */
export function presentClientSelf(
  row: ClientRow,
  courseIds: string[] = [],
  projects: ProjectCard[] = [],
): ClientSelf {
  const own = new Set(projects.map((project) => project.id));
  const stillOwn = (entries: ClientRow['wishlist']) =>
    entries.filter((entry) => own.has(entry.project));
  return {
    ...presentClientContact(row, projects),
    company_abn: row.companyAbn,
    is_verified: row.isVerified,
    user: 'client',
    role: 'client',
    courses: courseIds,
    wishlist: stillOwn(row.wishlist),
    preferences: stillOwn(row.preferences),
  };
}

/** What staff of a course the client joined see: `courses` limited to the ones they staff. */
export function presentClientStaff(
  row: ClientRow,
  courseIds: string[],
  projects: ProjectCard[] = [],
): ClientStaff {
  return {
    ...presentClientContact(row, projects),
    company_abn: row.companyAbn,
    is_verified: row.isVerified,
    courses: courseIds,
  };
}

export function presentStaffPeer(row: StaffRow): StaffPeer {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function presentStaffSelf(
  row: StaffRow,
  classes: { subcourseId: string; role: 'course admin' | 'tutor'; tutorials: string[] }[] = [],
): StaffSelf {
  return {
    ...presentStaffPeer(row),
    zid: row.zid,
    user: 'staff',
    classes: classes.map((c) => ({
      subcourse: c.subcourseId,
      role: c.role,
      tutorials: c.tutorials,
    })),
  };
}
