import type { AllocationSaveBody, AllocationSaveResponse } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AllocationKind = 'project' | 'student';

export interface SaveAllocationInput {
  subcourseId: string;
  kind: AllocationKind;
  body: AllocationSaveBody;
}

/**
 * POST /api/admin/allocate/{subcourseId}/{project|student}: draft or publish. A project publish
 * answers with the number of the version it created.
 */
export const saveAllocation = ({ subcourseId, kind, body }: SaveAllocationInput) =>
  api<AllocationSaveResponse>(`/admin/allocate/${encodeURIComponent(subcourseId)}/${kind}`, {
    method: 'POST',
    body,
  });

/**
 * A draft changes only staff data; a publish changes groups, projects, dashboards and channels
 * across the course, so every cached read is refreshed after it.
 */
export function useSaveAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAllocation,
    onSuccess: (_data, { body }) => (body.is_draft ? undefined : queryClient.invalidateQueries()),
  });
}
