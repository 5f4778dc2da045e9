import { signInRefusalText, type RefusalFacts, type RefusalPlace } from '@capstone/contracts';
import { useInstitution, useSignInOptions } from './institution';

/**
 * What the server's public settings tell a refusal page: the university's sign-in name, its
 * email domains and id label, and whether `user` may also sign in with a password. While the
 * settings load (or if they cannot be read) the sentences use plain words instead.
 */
export function useRefusalFacts(user?: string | null): RefusalFacts {
  const { data: institution } = useInstitution();
  const { data: signIn } = useSignInOptions();
  const ssoOnly = (signIn?.sso_only ?? []) as readonly string[];
  return {
    provider: signIn?.sso?.name ?? null,
    emailDomains: institution?.emailDomains,
    idLabel: institution?.idLabel,
    passwordAllowed: !(user && ssoOnly.includes(user)),
  };
}

/**
 * The sentence for a refusal read from an address (`code` and `detail` as the address holds
 * them, unchecked): the product's own words, or the generic sentence for anything it does not
 * know. Null when there is no refusal.
 */
export function useRefusalText(
  refusal: { code: string | null; detail: string | null } | null,
  place: RefusalPlace,
  user?: string | null,
): string | null {
  const facts = useRefusalFacts(user);
  return refusal?.code ? signInRefusalText(refusal.code, refusal.detail, place, facts) : null;
}
