import { reportFileName } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '@/lib/download';

export interface ReportTarget {
  subcourseId: string;
  year: number;
  code: string;
}

/** GET /api/subcourse/{id}/report: the course report as CSV. */
const fetchReport = async (subcourseId: string): Promise<Blob> =>
  (await fetchFile(`/subcourse/${encodeURIComponent(subcourseId)}/report`, 'text/csv')).blob();

/** Generate report: downloads `{year}_{code}_report.csv`. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async ({ subcourseId, year, code }: ReportTarget) => {
      saveBlob(await fetchReport(subcourseId), reportFileName({ year, code }));
    },
  });
