import type { PeerRoundStudent } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStudentKey } from './peer-keys';

/**
 * GET /api/subcourse/{subcourseId}/peer-rounds: for a student, the rounds of S they are in,
 * sorted by `opens_at` then name.
 */
export const getMyPeerRounds = (subcourseId: string) =>
  api<PeerRoundStudent[]>(`/subcourse/${encodeURIComponent(subcourseId)}/peer-rounds`);

export const getMyPeerRoundsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...peerStudentKey, 'rounds', subcourseId],
    queryFn: () => getMyPeerRounds(subcourseId),
  });

export const useMyPeerRounds = (subcourseId: string | null) =>
  useQuery({ ...getMyPeerRoundsQueryOptions(subcourseId ?? ''), enabled: Boolean(subcourseId) });
