import type {
  ClientSelf,
  ClientStaff,
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

function presentClientContact(row: ClientRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    company_industry: row.companyIndustry,
    company_brief: row.companyBrief,
    company_address: row.companyAddress,
    contact_hours: row.contactHours,
    // Projects arrive with the projects module.
    projects: [],
  };
}

export function presentClientSelf(row: ClientRow, courseIds: string[] = []): ClientSelf {
  return {
    ...presentClientContact(row),
    company_abn: row.companyAbn,
    is_verified: row.isVerified,
    user: 'client',
    role: 'client',
    courses: courseIds,
    wishlist: [],
    preferences: [],
  };
}

/** What staff of a course the client joined see: `courses` limited to the ones they staff. */
export function presentClientStaff(row: ClientRow, courseIds: string[]): ClientStaff {
  return {
    ...presentClientContact(row),
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
