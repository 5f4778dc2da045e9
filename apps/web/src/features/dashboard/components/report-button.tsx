import { DASHBOARD_MESSAGES } from '@capstone/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { useDownloadReport, type ReportTarget } from '../api/download-report';

/** Generate report: 'Generating...' while it runs, then the CSV downloads. */
export function ReportButton({ target }: { target: ReportTarget | null }) {
  const report = useDownloadReport();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      disabled={!target || report.isPending}
      onClick={() => {
        if (!target) return;
        report.mutate(target, { onError: (error) => toast.error(error.message) });
      }}
    >
      {report.isPending ? DASHBOARD_MESSAGES.generatingReport : 'Generate report'}
    </Button>
  );
}
