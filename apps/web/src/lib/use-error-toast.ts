import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Toasts a failed load once per failure, under `id` so a refetch does not stack copies. */
export function useErrorToast(error: Error | null, id: string) {
  useEffect(() => {
    if (error) toast.error(error.message, { id });
  }, [error, id]);
}
