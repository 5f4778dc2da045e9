import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
} from 'jose';
import { randomUUID } from 'node:crypto';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  ta: 'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant',
  institutionInstructor: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
} as const;

export interface FakeMember {
  user_id: string;
  roles: string[];
  status?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  lis_person_sourcedid?: string;
}

/**
 * An LTI 1.3 platform in-process, as Canvas or Moodle behaves towards a tool: its own key pair and
 * JWKS, a token endpoint that checks the tool's client assertion against the tool's JWKS, and a
 * paged NRPS endpoint. It signs the launches the tests post.
 */
export class FakePlatform {
  readonly clientId = 'fake-client-1';
  readonly deploymentId = 'deployment-1';
  private server!: Server;
  private privateKey!: CryptoKey;
  private jwks!: JSONWebKeySet;
  private readonly kid = 'platform-key-1';
  origin = '';
  /** Members per context id; the NRPS endpoint pages them. */
  members = new Map<string, FakeMember[]>();
  pageSize = 50;
  /** Every token request's checked assertion, and NRPS calls, for the tests. */
  tokenRequests: { iss: unknown; sub: unknown; aud: unknown; scope: string | null }[] = [];
  nrpsCalls: string[] = [];
  /** The tool's key set, read when a token request arrives (the tool's `GET /api/lti/jwks`). */
  toolJwks: () => Promise<JSONWebKeySet> = async () => ({ keys: [] });
  failNrps = false;

  get issuer() {
    return this.origin;
  }

  async start() {
    const pair = await generateKeyPair('RS256', { extractable: true });
    this.privateKey = pair.privateKey;
    this.jwks = {
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' }],
    };
    this.server = createServer((request, response) => {
      this.handle(request.method ?? 'GET', request.url ?? '/', request)
        .then(({ status, body, headers }) => {
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The `LTI_PLATFORMS` entry of this platform. */
  registration() {
    return {
      issuer: this.issuer,
      client_id: this.clientId,
      auth_login_url: `${this.origin}/auth`,
      auth_token_url: `${this.origin}/token`,
      key_set_url: `${this.origin}/jwks`,
      deployment_ids: [this.deploymentId],
    };
  }

  membershipsUrl(contextId: string) {
    return `${this.origin}/memberships/${encodeURIComponent(contextId)}`;
  }

  private async handle(
    method: string,
    url: string,
    request: NodeJS.ReadableStream,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const parsed = new URL(url, this.origin);
    if (method === 'GET' && parsed.pathname === '/jwks') return { status: 200, body: this.jwks };
    if (method === 'POST' && parsed.pathname === '/token') {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      const form = new URLSearchParams(raw);
      const assertion = form.get('client_assertion') ?? '';
      try {
        const { payload } = await jwtVerify(assertion, createLocalJWKSet(await this.toolJwks()), {
          audience: `${this.origin}/token`,
          issuer: this.clientId,
          subject: this.clientId,
        });
        this.tokenRequests.push({
          iss: payload.iss,
          sub: payload.sub,
          aud: payload.aud,
          scope: form.get('scope'),
        });
      } catch (error) {
        return { status: 401, body: { error: 'invalid_client', detail: String(error) } };
      }
      if (form.get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      }
      return {
        status: 200,
        body: { access_token: 'platform-token', token_type: 'Bearer', expires_in: 3600 },
      };
    }
    const memberships = /^\/memberships\/([^/]+)$/.exec(parsed.pathname);
    if (method === 'GET' && memberships) {
      this.nrpsCalls.push(parsed.toString());
      if (this.failNrps) return { status: 500, body: { error: 'down' } };
      const all = this.members.get(decodeURIComponent(memberships[1]!)) ?? [];
      const page = Number(parsed.searchParams.get('page') ?? '1');
      const slice = all.slice((page - 1) * this.pageSize, page * this.pageSize);
      const headers: Record<string, string> = {};
      if (page * this.pageSize < all.length) {
        const next = new URL(parsed.pathname, this.origin);
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next.toString()}>; rel="next"`;
      }
      return {
        status: 200,
        body: { id: parsed.toString(), context: { id: memberships[1] }, members: slice },
        headers: {
          ...headers,
          'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        },
      };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  /** The claims of a resource link launch into `contextId` by `sub` with `roles`. */
  launchClaims(options: {
    nonce: string;
    sub: string;
    roles: string[];
    contextId?: string | null;
    email?: string;
    givenName?: string;
    familyName?: string;
    custom?: Record<string, string>;
    deploymentId?: string;
  }): Record<string, unknown> {
    const contextId = options.contextId === undefined ? 'course-1' : options.contextId;
    return {
      nonce: options.nonce,
      sub: options.sub,
      email: options.email,
      given_name: options.givenName ?? 'Ada',
      family_name: options.familyName ?? 'Lovelace',
      name: `${options.givenName ?? 'Ada'} ${options.familyName ?? 'Lovelace'}`,
      [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
      [`${LTI}/version`]: '1.3.0',
      [`${LTI}/deployment_id`]: options.deploymentId ?? this.deploymentId,
      [`${LTI}/target_link_uri`]: 'http://localhost:5000/api/lti/launch',
      [`${LTI}/resource_link`]: { id: 'link-1', title: 'Capstone' },
      [`${LTI}/roles`]: options.roles,
      ...(contextId
        ? {
            [`${LTI}/context`]: { id: contextId, label: 'COMP3900', title: 'Capstone Project' },
            'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
              context_memberships_url: this.membershipsUrl(contextId),
              service_versions: ['2.0'],
            },
          }
        : {}),
      ...(options.custom ? { [`${LTI}/custom`]: options.custom } : {}),
    };
  }

  /** A signed id_token; `key` forges it with another key, `expiresIn` ages it. */
  async sign(
    claims: Record<string, unknown>,
    options: {
      key?: CryptoKey;
      audience?: string | string[];
      expiresAt?: number;
      issuedAt?: number;
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(options.audience ?? this.clientId)
      .setIssuedAt(options.issuedAt ?? now)
      .setExpirationTime(options.expiresAt ?? now + 300)
      .setJti(randomUUID())
      .sign(options.key ?? this.privateKey);
  }
}
