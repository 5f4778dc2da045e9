import type { PeerRoundStaff } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every staff peer-evaluation query starts with this key, so any change refreshes them all. */
export const peerStaffKey = ['peer-staff'] as const;

/** GET /api/subcourse/{subcourseId}/peer-rounds: staff of S get every round, by opens_at. */
export const getPeerRounds = (subcourseId: string) =>
  api<PeerRoundStaff[]>(`/subcourse/${encodeURIComponent(subcourseId)}/peer-rounds`);

export const getPeerRoundsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...peerStaffKey, 'rounds', subcourseId],
    queryFn: () => getPeerRounds(subcourseId),
  });

export const usePeerRounds = (subcourseId: string) =>
  useQuery(getPeerRoundsQueryOptions(subcourseId));
