import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

interface SsoButtonProps {
  user: 'student' | 'staff';
  /** `OIDC_NAME`: "Sign in with UNSW". */
  name: string;
}

/** The href of the university sign-in for one account type (the server answers 302). */
export const ssoLoginHref = (user: 'student' | 'staff') =>
  `/api/auth/oidc/login?user=${encodeURIComponent(user)}`;

/**
 * A link to the university's sign-in, styled as the page's main button. It spins from the
 * press until the browser leaves, and again stands ready if the visitor comes back (Back
 * restores the page from the cache as it was).
 */
export function SsoButton({ user, name }: SsoButtonProps) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const reset = () => setLeaving(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  return (
    <Button
      component="a"
      href={ssoLoginHref(user)}
      fullWidth
      loading={leaving}
      onClick={(event) => {
        if (leaving) event.preventDefault();
        else setLeaving(true);
      }}
    >
      Sign in with {name}
    </Button>
  );
}
