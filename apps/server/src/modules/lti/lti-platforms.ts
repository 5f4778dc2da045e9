import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { LtiPlatform } from '../../config/sign-in-config';

/**
 * The registration a login names: by issuer, and by client id when the platform sent one (one
 * LMS may register the tool twice, e.g. a test and a live developer key). An issuer registered
 * twice needs the client id to tell them apart.
 */
export function findPlatform(
  platforms: readonly LtiPlatform[],
  issuer: string,
  clientId: string | undefined,
): LtiPlatform {
  const candidates = platforms.filter(
    (p) => p.issuer === issuer && (clientId === undefined || p.client_id === clientId),
  );
  if (candidates.length !== 1) throw badRequest(SIGN_IN_MESSAGES.unknownPlatform);
  return candidates[0]!;
}
