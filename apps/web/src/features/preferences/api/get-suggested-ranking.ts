import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SuggestedRank } from '../utils/preference-types';

/** GET /api/group/preference/auto/{subcourseId}/{groupId}: top 7 of the members' rankings. */
export const getSuggestedRanking = (subcourseId: string, groupId: string) =>
  api<SuggestedRank[]>(
    `/group/preference/auto/${encodeURIComponent(subcourseId)}/${encodeURIComponent(groupId)}`,
  );

/** Fetched on demand (the lead's button), never cached: members may have re-ranked meanwhile. */
export const getSuggestedRankingQueryOptions = (subcourseId: string, groupId: string) =>
  queryOptions({
    queryKey: ['preferences', 'group-suggestion', subcourseId, groupId],
    queryFn: () => getSuggestedRanking(subcourseId, groupId),
    staleTime: 0,
  });
