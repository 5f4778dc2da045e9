import { reportFileName } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { auth } from '@/lib/auth';
import { ApiError, FALLBACK_ERROR, parseErrorMessage } from '@/lib/api-error';

export interface ReportTarget {
  subcourseId: string;
  year: number;
  code: string;
}

/**
 * GET /api/subcourse/{id}/report with the bearer token, as a blob. The CSV is not JSON, so this
 * call reads the body itself instead of going through `api()`.
 */
export async function fetchReport(subcourseId: string): Promise<Blob> {
  const token = auth.getState().session?.token;
  const response = await fetch(`/api/subcourse/${encodeURIComponent(subcourseId)}/report`, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/csv' } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token) auth.logout();
    throw new ApiError(response.status, parseErrorMessage(body) ?? FALLBACK_ERROR);
  }
  return response.blob();
}

/** Saves a blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Generate report (spec 1 §2): downloads `{year}_{code}_report.csv`. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async ({ subcourseId, year, code }: ReportTarget) => {
      saveBlob(await fetchReport(subcourseId), reportFileName({ year, code }));
    },
  });
