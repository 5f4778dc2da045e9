import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@/features/dashboard/api/download-report';
import { ApiError, FALLBACK_ERROR, parseErrorMessage } from '@/lib/api-error';
import { auth } from '@/lib/auth';
import { attachmentName } from '../utils/attachment-name';

/**
 * Downloads an export (issue 20) with the bearer token: saved as it came rather than parsed, so
 * `api()` is not used, under the name the server gives it.
 */
export async function downloadExport(path: string, fallbackName: string) {
  const token = auth.getState().session?.token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token) auth.logout();
    throw new ApiError(response.status, parseErrorMessage(body) ?? FALLBACK_ERROR);
  }
  const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), name);
}

/** GET /api/{role}/me/export: "Download my data". */
export const useDownloadMyData = (role: AccountType) =>
  useMutation({
    mutationFn: () => downloadExport(`/${role}/me/export`, `capstone-data-${role}.json`),
  });

/** GET /api/staff/subcourse/{S}/students/{id}/export: a course admin answers a data request. */
export const useDownloadStudentData = (subcourseId: string, studentId: string) =>
  useMutation({
    mutationFn: () =>
      downloadExport(
        `/staff/subcourse/${encodeURIComponent(subcourseId)}/students/${encodeURIComponent(studentId)}/export`,
        'capstone-data-student.json',
      ),
  });
