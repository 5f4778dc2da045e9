import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RankedProject } from '../utils/preference-types';

/** GET /api/group/preference/{groupId}: the group's ranking, `PreferenceOut[]` sorted by rank. */
export const getGroupPreferences = (groupId: string) =>
  api<RankedProject[]>(`/group/preference/${encodeURIComponent(groupId)}`);

export const getGroupPreferencesQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['preferences', 'group', groupId],
    queryFn: () => getGroupPreferences(groupId),
  });

export const useGroupPreferences = (groupId: string, enabled = true) =>
  useQuery({ ...getGroupPreferencesQueryOptions(groupId), enabled });
