import type { ClientContact, ClientPublic, ClientSelf, ClientStaff } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clientsKey } from './get-all-clients';

/** What GET /api/client/details/{id} returns, by who asks. */
export type ClientProfile = ClientSelf | ClientStaff | ClientContact | ClientPublic;

export const getClientProfile = (clientId: string) =>
  api<ClientProfile>(`/client/details/${encodeURIComponent(clientId)}`);

export const getClientProfileQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...clientsKey, 'profile', clientId],
    queryFn: () => getClientProfile(clientId),
  });

export const useClientProfile = (clientId: string) =>
  useQuery(getClientProfileQueryOptions(clientId));

/** Fields only the staff and own views carry. */
export const hasVerification = (profile: ClientProfile): profile is ClientSelf | ClientStaff =>
  'is_verified' in profile;
export const hasContact = (profile: ClientProfile): profile is ClientContact => 'email' in profile;
