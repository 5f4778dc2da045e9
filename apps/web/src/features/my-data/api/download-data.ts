import type { AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** GET /api/{role}/me/export: "Download my data". */
export const useDownloadMyData = (role: AccountType) =>
  useMutation({
    mutationFn: () => downloadFile(`/${role}/me/export`, `capstone-data-${role}.json`),
  });

/** GET /api/staff/subcourse/{S}/students/{id}/export: a course admin answers a data request. */
export const useDownloadStudentData = (subcourseId: string, studentId: string) =>
  useMutation({
    mutationFn: () =>
      downloadFile(
        `/staff/subcourse/${encodeURIComponent(subcourseId)}/students/${encodeURIComponent(studentId)}/export`,
        'capstone-data-student.json',
      ),
  });
