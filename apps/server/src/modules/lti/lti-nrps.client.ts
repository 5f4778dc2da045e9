import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { LtiPlatform } from '../../config/sign-in-config';
import { randomToken } from '../../lib/random-token';
import { NRPS_SCOPE, optionalText } from './lti-claims';
import { signingKey, TOOL_KEY_ALG } from './lti-keys';

/** A call to the platform failed; the message is for the log, the caller sees a generic one. */
export class PlatformCallFailed extends Error {}

const TIMEOUT_MS = 15_000;
/** One page of members is at most this many bytes (a page of 1,000 is about 300 kB). */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
/** Pages followed through `Link: rel="next"` before the sync gives up on the rest. */
export const MAX_PAGES = 100;

/** Access tokens by platform and scope, until a minute before they expire. */
const tokens = new LRUCache<string, string>({ max: 200 });

/** The body of a platform's answer, refused past `MAX_PAGE_BYTES` without reading it all. */
async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PAGE_BYTES) throw new PlatformCallFailed('answer too large');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      throw new PlatformCallFailed('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function call(url: string, init: RequestInit): Promise<{ response: Response; body: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformCallFailed(`${url}: ${String(error)}`);
  }
  const body = await readCapped(response);
  if (!response.ok) {
    throw new PlatformCallFailed(`${url}: ${response.status} ${body.slice(0, 200)}`);
  }
  return { response, body };
}

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(8192),
  expires_in: z.coerce.number().optional(),
});

/**
 * An access token for `scope` by the client-credentials grant with a signed JWT assertion
 * (1EdTech security framework §4.1): `iss` and `sub` are the tool's client id and `aud` the
 * token endpoint, which Canvas requires to be the token URL it serves.
 */
export async function platformAccessToken(db: Db, platform: LtiPlatform, scope = NRPS_SCOPE) {
  const cacheKey = `${platform.issuer} ${platform.client_id} ${scope}`;
  const cached = tokens.get(cacheKey);
  if (cached) return cached;
  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.auth_token_url)
    .setIssuedAt()
    .setExpirationTime('5 minutes')
    .setJti(randomToken())
    .sign(key);
  const { body } = await call(platform.auth_token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }).toString(),
  });
  const parsed = tokenAnswer.safeParse(safeJson(body));
  if (!parsed.success) throw new PlatformCallFailed('token endpoint answered no access_token');
  const ttlSeconds = parsed.data.expires_in ?? 3600;
  if (ttlSeconds > 120)
    tokens.set(cacheKey, parsed.data.access_token, { ttl: (ttlSeconds - 60) * 1000 });
  return parsed.data.access_token;
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** One member as NRPS v2 lists it; only what the import needs. */
const member = z.object({
  user_id: z.string().min(1).max(255),
  roles: z.array(z.string().max(500)).max(100).default([]),
  status: z.string().max(20).optional(),
  name: optionalText(200),
  given_name: optionalText(100),
  family_name: optionalText(100),
  email: optionalText(254),
  lis_person_sourcedid: optionalText(255),
});
export type NrpsMember = z.infer<typeof member>;

const page = z.object({ members: z.array(z.unknown()).max(100_000) });

/** The `rel="next"` URL of a `Link` header, if any. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/.test(match[2]!)) return match[1];
  }
  return undefined;
}

/**
 * Every member of the context, following `Link: rel="next"` while it stays on the memberships
 * URL's origin (a page cannot send the tool's token elsewhere), up to `maxMembers` and
 * `MAX_PAGES` pages. Entries that do not read as members are skipped. `truncated` says whether
 * more were left.
 */
export async function fetchMembers(
  db: Db,
  platform: LtiPlatform,
  membershipsUrl: string,
  maxMembers: number,
): Promise<{ members: NrpsMember[]; truncated: boolean }> {
  const token = await platformAccessToken(db, platform);
  const origin = new URL(membershipsUrl).origin;
  const members: NrpsMember[] = [];
  let url: string | undefined = membershipsUrl;
  for (let pages = 0; url; pages++) {
    if (pages >= MAX_PAGES || members.length >= maxMembers) return { members, truncated: true };
    const { response, body } = await call(url, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      },
    });
    const parsed = page.safeParse(safeJson(body));
    if (!parsed.success) throw new PlatformCallFailed(`${url}: not a membership container`);
    for (const entry of parsed.data.members) {
      const read = member.safeParse(entry);
      if (read.success) members.push(read.data);
    }
    const next = nextLink(response.headers.get('link'));
    url = next && new URL(next, url).origin === origin ? new URL(next, url).toString() : undefined;
  }
  if (members.length > maxMembers)
    return { members: members.slice(0, maxMembers), truncated: true };
  return { members, truncated: false };
}
