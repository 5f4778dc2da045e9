import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import type { OidcSettings } from '../../config/sign-in-config';

/** How long the provider's discovery document is trusted before it is read again. */
const METADATA_TTL_MS = 60 * 60_000;
/** A provider that does not answer within this ends the sign-in with a message, not a hang. */
const TIMEOUT_SECONDS = 10;

export interface OidcProvider {
  settings: OidcSettings;
  /**
   * The provider's configuration from its discovery document, read once and kept an hour per
   * process; a failed read is not kept, so the next sign-in tries again.
   */
  configuration(): Promise<client.Configuration>;
}

/**
 * The university's provider. openid-client checks the issuer of the discovery document; for
 * Microsoft Entra ID's multi-tenant issuers (`…/common/v2.0`, `…/organizations/v2.0`), whose
 * document names `…/{tenantid}/v2.0`, it expects each ID token's `iss` to be that template with the
 * token's own `tid`.
 */
export function createOidcProvider(settings: OidcSettings): OidcProvider {
  const cache = new LRUCache<'configuration', client.Configuration>({
    max: 1,
    ttl: METADATA_TTL_MS,
    fetchMethod: () => discover(settings),
  });
  return {
    settings,
    async configuration() {
      const configuration = await cache.fetch('configuration');
      if (!configuration) throw new Error('OIDC discovery gave no configuration');
      return configuration;
    },
  };
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  const secret = settings.clientSecret;
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    secret ? { client_secret: secret } : undefined,
    // With a secret: client_secret_post, which every provider named in the README accepts; a
    // public client proves itself with PKCE alone.
    secret ? client.ClientSecretPost(secret) : client.None(),
    {
      timeout: TIMEOUT_SECONDS,
      // An http:// issuer passed the settings check only outside production or with
      // OIDC_ALLOW_HTTP=on (a local test provider).
      execute: settings.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
    },
  );
}
