import { clientLoginBody, universityLoginBody, type AccountType } from '@capstone/contracts';

/** The login body's schema for each tab; loaded on demand (see login-form.tsx). */
export const loginBodySchema = (user: AccountType) =>
  user === 'client' ? clientLoginBody : universityLoginBody;
