import { hasUniversityDomain, type Institution } from '@capstone/contracts';
import type { OidcSettings } from '../../config/sign-in-config';
import type { ExternalPerson } from '../identity/external-sign-in.service';

/** The claims of an ID token, with those of the userinfo answer beneath them. */
export type Claims = Record<string, unknown>;

const text = (value: unknown, max = 320): string | null =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;

/**
 * Microsoft Entra ID's `sub` is pairwise (one per app registration), and the same person has a
 * different one in each app; `tid` + `oid` name them in their tenant for every app, and stay the
 * same if the registration is ever replaced. Elsewhere `sub` is the stable id (OIDC Core §2).
 */
export function subjectOf(claims: Claims): string | null {
  const tid = text(claims.tid, 100);
  const oid = text(claims.oid, 100);
  if (tid && oid) return `${tid}/${oid}`;
  return text(claims.sub, 255);
}

/**
 * Whether the provider vouches for the address: `email_verified`, or Entra ID's `xms_edov` (the
 * email's domain is verified by the tenant). Entra sends no `email_verified`, and an `email` it
 * does not vouch for can be set by any tenant's administrator to anything (the "nOAuth" flaw).
 */
function emailVerified(claims: Claims): boolean {
  return claims.email_verified === true || claims.xms_edov === true || claims.xms_edov === '1';
}

/** An id as the university writes it, or with the letters an id number column leaves out. */
function universityId(institution: Institution, value: string | null): string | null {
  if (!value) return null;
  const id = value.toLowerCase();
  if (institution.idRe.test(id)) return id;
  const prefixed = `${institution.idPrefix}${id}`.toLowerCase();
  return institution.idPrefix && institution.idRe.test(prefixed) ? prefixed : null;
}

/**
 * The university id: from `OIDC_ID_CLAIM` when set, else the email's local part when the email is
 * the university's and the local part is an id (`z1234567@ad.unsw.edu.au`).
 */
function zidOf(
  claims: Claims,
  settings: OidcSettings,
  institution: Institution,
  email: string | null,
) {
  if (settings.idClaim) {
    const value = claims[settings.idClaim];
    return universityId(institution, typeof value === 'number' ? String(value) : text(value, 100));
  }
  if (!email || !hasUniversityDomain(institution, email)) return null;
  return universityId(institution, email.slice(0, email.lastIndexOf('@')));
}

/** Whether `OIDC_STAFF_CLAIM` (a string or a list) holds one of `OIDC_STAFF_VALUES`. */
export function isStaffPerClaim(claims: Claims, settings: OidcSettings): boolean {
  if (!settings.staffClaim) return false;
  const value = claims[settings.staffClaim];
  const held = (Array.isArray(value) ? value : [value])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.toLowerCase());
  return settings.staffValues.some((wanted) => held.includes(wanted.toLowerCase()));
}

/** Google Workspace: the `hd` claim names the domain of the account; it must be the university's. */
export const hostedDomainMatches = (claims: Claims, settings: OidcSettings) =>
  !settings.hostedDomain || claims.hd === settings.hostedDomain;

function nameOf(claims: Claims): string | null {
  const full = text(claims.name, 200);
  if (full) return full;
  const parts = [text(claims.given_name, 100), text(claims.family_name, 100)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The person the provider's claims describe. `issuer` is the ID token's own (checked by
 * openid-client): for Entra's multi-tenant issuer it names the person's tenant.
 */
export function personFromClaims(
  claims: Claims,
  settings: OidcSettings,
  institution: Institution,
): ExternalPerson | null {
  const subject = subjectOf(claims);
  const issuer = text(claims.iss, 500);
  if (!subject || !issuer) return null;
  const email = text(claims.email)?.toLowerCase() ?? null;
  return {
    issuer,
    subject,
    email,
    emailVerified: email !== null && emailVerified(claims),
    name: nameOf(claims),
    zid: zidOf(claims, settings, institution, email),
  };
}
