import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { LtiPlatform } from '../../config/sign-in-config';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * One remote key set per platform URL: jose caches the keys it fetched (10 minutes) and fetches
 * again, at most every 30 seconds, when a token names a key it has not seen, so a platform's
 * rotation is picked up without a restart. Bounded, though platforms come from configuration.
 */
const keySets = new LRUCache<string, KeySet>({ max: 100 });

function keySetOf(platform: LtiPlatform): KeySet {
  let keySet = keySets.get(platform.key_set_url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(platform.key_set_url), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    keySets.set(platform.key_set_url, keySet);
  }
  return keySet;
}

/** Why an id_token was refused, for the log; the person sees one message whatever it was. */
export class IdTokenRejected extends Error {}

/** id_tokens over this size are refused unread: real launches are a few kilobytes. */
export const MAX_ID_TOKEN_LENGTH = 64 * 1024;

/**
 * The platform's signed launch, checked as OpenID Connect and LTI 1.3 core §5.1.3 ask: signed by
 * a key of the platform's key set with RS256, issued by the platform for this tool (`aud`, and
 * `azp` when the audience lists others), not expired, and carrying the nonce of our login step.
 */
export async function verifyIdToken(
  platform: LtiPlatform,
  token: string,
  nonce: string,
): Promise<JWTPayload> {
  if (token.length > MAX_ID_TOKEN_LENGTH) throw new IdTokenRejected('id_token too large');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(platform), {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      clockTolerance: 30,
      // Launches are used within seconds; an old but unexpired token is refused as well.
      maxTokenAge: '10 minutes',
    }));
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.code : String(error);
    throw new IdTokenRejected(`id_token rejected: ${reason}`);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.client_id) {
    throw new IdTokenRejected('id_token azp is not this tool');
  }
  if (payload.nonce !== nonce) throw new IdTokenRejected('id_token nonce does not match');
  return payload;
}
