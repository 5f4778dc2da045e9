import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** At most this many toasts at once; older ones are dismissed. */
export const TOAST_LIMIT = 20;

/** Top-centre toasts (errors 4 s, success 2 s: react-hot-toast's defaults), in the theme's colours. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        style: {
          background: 'var(--mantine-color-body)',
          color: 'var(--mantine-color-text)',
          border: '1px solid var(--mantine-color-default-border)',
        },
      }}
    />
  );
}
