import type { MemberEntry } from '@capstone/contracts';

/** How often the members list is read again while an access-code email is still waiting. */
export const WAITING_REFRESH_MS = 5_000;

/**
 * The members list's refetch interval: while any access-code email is waiting, the table follows
 * the outbox by itself (the worker sends within seconds, or retries with backoff); else never.
 */
export const membersRefetchInterval = (
  members: readonly Pick<MemberEntry, 'access_email'>[] | undefined,
) =>
  members?.some((member) => member.access_email?.status === 'pending') ? WAITING_REFRESH_MS : false;
