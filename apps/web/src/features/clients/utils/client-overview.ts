import type { ClientOverviewEntry } from '@capstone/contracts';

export const clientStatusLabel = (isVerified: boolean) => (isVerified ? 'Verified' : 'Unverified');

/** The two stat cards of the clients overview: Approved and Unapproved. */
export function clientStats(clients: readonly Pick<ClientOverviewEntry, 'is_verified'>[]) {
  const approved = clients.filter((client) => client.is_verified).length;
  return { approved, unapproved: clients.length - approved };
}

/** The verify queue is the clients list filtered on `is_verified` false. */
export const unverifiedClients = <T extends Pick<ClientOverviewEntry, 'is_verified'>>(
  clients: readonly T[],
): T[] => clients.filter((client) => !client.is_verified);

export const clientProjectsText = (client: Pick<ClientOverviewEntry, 'projects'>) =>
  client.projects.map((project) => project.name).join(', ');
