import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { randomToken } from '../../lib/random-token';
import { insertKey, listLiveKeys } from './lti-keys.repo';

export const TOOL_KEY_ALG = 'RS256';

/**
 * The tool's live keys, generating the first one when there is none. Two processes meeting an
 * empty table at once each insert one; both are published and the newest signs, so the race
 * costs a spare key and nothing else. Reading after the insert makes every process agree.
 */
async function liveKeys(db: Db) {
  const keys = await listLiveKeys(db);
  if (keys.length > 0) return keys;
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomToken().slice(0, 22);
  const meta = { kid, alg: TOOL_KEY_ALG, use: 'sig' };
  await insertKey(db, {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
  });
  return listLiveKeys(db);
}

/** `GET /api/lti/jwks`: every key not retired, public parts only. */
export async function publicKeySet(db: Db): Promise<{ keys: JWK[] }> {
  const keys = await liveKeys(db);
  return {
    keys: keys.map(({ kid, publicJwk }) => {
      const { kty, n, e } = publicJwk;
      return { kty, n, e, kid, alg: TOOL_KEY_ALG, use: 'sig' };
    }),
  };
}

/** The key that signs the tool's client assertions: the newest not retired. */
export async function signingKey(db: Db) {
  const [newest] = await liveKeys(db);
  return { kid: newest!.kid, key: await importJWK(newest!.privateJwk, TOOL_KEY_ALG) };
}
