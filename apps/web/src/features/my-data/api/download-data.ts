import { MY_DATA_MESSAGES, type AccountType } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { downloadFile } from '@/lib/download';

// The browser saves without a word on the page; the toast names the file so it can be found.
const sayWhereSaved = (fileName: string) => toast.success(MY_DATA_MESSAGES.exportSaved(fileName));

/** GET /api/{role}/me/export: "Download my data". */
export const useDownloadMyData = (role: AccountType) =>
  useMutation({
    mutationFn: () => downloadFile(`/${role}/me/export`, `capstone-data-${role}.json`),
    onSuccess: sayWhereSaved,
  });

/** GET /api/staff/subcourse/{S}/students/{id}/export: a course admin answers a data request. */
export const useDownloadStudentData = (subcourseId: string, studentId: string) =>
  useMutation({
    mutationFn: () =>
      downloadFile(
        `/staff/subcourse/${encodeURIComponent(subcourseId)}/students/${encodeURIComponent(studentId)}/export`,
        'capstone-data-student.json',
      ),
    onSuccess: sayWhereSaved,
  });
