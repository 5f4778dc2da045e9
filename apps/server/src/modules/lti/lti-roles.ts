/**
 * LTI roles (LTI 1.3 core §A.2) as the product reads them. Only context (membership) roles
 * count: institution and system roles say what a person is somewhere in the LMS, not in this
 * course, and Canvas sends `institution/person#Instructor` to a student who teaches elsewhere.
 */
const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

export const LTI_ROLES = {
  learner: `${MEMBERSHIP}#Learner`,
  instructor: `${MEMBERSHIP}#Instructor`,
  teachingAssistant: `${MEMBERSHIP}/Instructor#TeachingAssistant`,
} as const;

/** What a launch or a roster entry makes of a person in the linked subcourse. */
export type LtiPart = 'instructor' | 'tutor' | 'learner' | 'none';

/**
 * `…/membership#Instructor`, `…/membership/Instructor#TeachingAssistant`, their short forms
 * (`Instructor`, `Instructor#TeachingAssistant`) and the LTI 1.1 URNs all name context roles.
 */
function contextRole(role: string): { name: string; sub: string | null } | null {
  if (role.startsWith(`${MEMBERSHIP}#`))
    return { name: role.slice(MEMBERSHIP.length + 1), sub: null };
  if (role.startsWith(`${MEMBERSHIP}/`)) {
    const [name, sub] = role.slice(MEMBERSHIP.length + 1).split('#');
    return name ? { name, sub: sub ?? null } : null;
  }
  const urn = /^urn:lti:role:ims\/lis\/([A-Za-z]+)(?:\/([A-Za-z]+))?$/.exec(role);
  if (urn) return { name: urn[1]!, sub: urn[2] ?? null };
  const short = /^([A-Za-z]+)(?:#([A-Za-z]+))?$/.exec(role);
  if (short) return { name: short[1]!, sub: short[2] ?? null };
  return null;
}

/**
 * Context roles that make someone staff of the course (never a student of it), sub-roles
 * included. Any other context role (`Administrator`, `Manager`, `Member`, `Officer`) gives no
 * part here.
 */
const STAFF_ROLES = new Set(['Instructor', 'TeachingAssistant', 'ContentDeveloper', 'Mentor']);

/**
 * What the roles of one context make of a person in the offering linked to it; roles from anywhere
 * else in the LMS never count:
 * - `Instructor` without a sub-role, or with one other than a teaching assistant's: an
 *   instructor (course admin if already, else tutor; may link an unlinked context);
 * - `TeachingAssistant`, the `Instructor#TeachingAssistant*` and `#Grader` sub-roles (they
 *   outrank the `Instructor` Canvas sends with them), `ContentDeveloper` and `Mentor` with their
 *   sub-roles: a tutor;
 * - `Learner` with no staff role: a student;
 * - anything else (Guest, Member, Administrator, no role): nothing here.
 */
export function ltiPart(roles: readonly string[]): LtiPart {
  const parsed = roles.map(contextRole).filter((r) => r !== null);
  const isTeachingAssistant = parsed.some(
    (r) =>
      r.name === 'TeachingAssistant' ||
      (r.name === 'Instructor' && (r.sub?.startsWith('TeachingAssistant') || r.sub === 'Grader')),
  );
  if (isTeachingAssistant) return 'tutor';
  if (parsed.some((r) => r.name === 'Instructor')) return 'instructor';
  if (parsed.some((r) => STAFF_ROLES.has(r.name))) return 'tutor';
  if (parsed.some((r) => r.name === 'Learner')) return 'learner';
  return 'none';
}
