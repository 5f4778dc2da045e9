import { useEffect } from 'react';

/** Overview load failures are only logged; the page shows its own retry panel. */
export function useLoggedError(error: unknown) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}
