import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable state, nonce, PKCE verifier and reference values. */
export const randomToken = () => randomBytes(32).toString('base64url');
