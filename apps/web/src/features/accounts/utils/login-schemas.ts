import {
  clientLoginBody,
  universityLoginBody,
  type AccountType,
  type Institution,
} from '@capstone/contracts';

/**
 * The login body's schema for each tab; loaded on demand (see login-form.tsx). Without the
 * university's rules (they could not be loaded) the server checks a university email.
 */
export const loginBodySchema = (user: AccountType, institution: Institution | undefined) =>
  user !== 'client' && institution ? universityLoginBody(institution) : clientLoginBody;
