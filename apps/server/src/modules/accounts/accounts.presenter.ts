import type { ClientSelf, StaffPeer, StaffSelf, StudentSelf } from '@capstone/contracts';
import type { ClientRow, StaffRow, StudentRow } from './accounts.repo';

/** Every field that leaves the server is listed here; hashes and timestamps never are. */
export function presentStudentSelf(row: StudentRow): StudentSelf {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    image: row.image,
    experiences: row.experiences,
    email: row.email,
    zid: row.zid,
    user: 'student',
    role: 'student',
    subcourses: [],
  };
}

export function presentClientSelf(row: ClientRow): ClientSelf {
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
    company_abn: row.companyAbn,
    is_verified: row.isVerified,
    user: 'client',
    role: 'client',
    projects: [],
    courses: [],
    wishlist: [],
    preferences: [],
  };
}

export function presentStaffPeer(row: StaffRow): StaffPeer {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function presentStaffSelf(row: StaffRow): StaffSelf {
  return { ...presentStaffPeer(row), zid: row.zid, user: 'staff', classes: [] };
}
