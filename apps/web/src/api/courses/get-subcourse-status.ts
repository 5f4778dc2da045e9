import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const id = (subcourseId: string) => encodeURIComponent(subcourseId);

export const getSubcourseActive = (subcourseId: string) =>
  api<{ active: boolean }>(`/subcourse/${id(subcourseId)}/active`);
export const getSubcourseArchived = (subcourseId: string) =>
  api<{ archived: boolean }>(`/subcourse/${id(subcourseId)}/archive`);
export const getSubcourseActivatable = (subcourseId: string) =>
  api<{ activatable: boolean }>(`/subcourse/${id(subcourseId)}/activatable`);

/** Prefix of the three lifecycle reads of one subcourse (to invalidate them together). */
export const subcourseStatusKey = (subcourseId: string) =>
  ['subcourses', subcourseId, 'status'] as const;

/** GET /api/subcourse/{id}/active (any member of S). */
export const getSubcourseActiveQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...subcourseStatusKey(subcourseId), 'active'],
    queryFn: () => getSubcourseActive(subcourseId),
  });

/** GET /api/subcourse/{id}/archive (staff of S). */
export const getSubcourseArchivedQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...subcourseStatusKey(subcourseId), 'archived'],
    queryFn: () => getSubcourseArchived(subcourseId),
  });

/** GET /api/subcourse/{id}/activatable (course admin of S). */
export const getSubcourseActivatableQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...subcourseStatusKey(subcourseId), 'activatable'],
    queryFn: () => getSubcourseActivatable(subcourseId),
  });

export const useSubcourseActive = (subcourseId: string) =>
  useQuery(getSubcourseActiveQueryOptions(subcourseId));
export const useSubcourseArchived = (subcourseId: string) =>
  useQuery(getSubcourseArchivedQueryOptions(subcourseId));
export const useSubcourseActivatable = (subcourseId: string) =>
  useQuery(getSubcourseActivatableQueryOptions(subcourseId));
