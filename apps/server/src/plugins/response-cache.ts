import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { DataVersion } from '../db/data-version';
import { MB } from '../lib/byte-size';
import { ResponseCache } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `versioned`: a GET whose answer depends only on the database and the caller. Its 200
     * answers are kept as sent, per caller and URL, until the data version moves
     * (plugins/response-cache.ts).
     */
    cache?: 'versioned';
  }
  interface FastifyRequest {
    /** Set on a cached route's GET before any data is read. */
    responseCache: CacheState | null;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

interface CacheState {
  /** The data version before the token and access checks read anything. */
  started: number;
  key?: string;
  /** Headers already on the reply when the route began; the rest are the route's own. */
  before?: Set<string>;
}

/** Recomputed for each answer, never replayed. */
const NOT_STORED = new Set(['content-length', 'transfer-encoding', 'date', 'connection']);

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Answers a repeated read of unchanged data from memory, as the bytes sent the first time.
 *
 * Order matters and is why the plugin is registered before `auth`: its `onRequest` hook notes
 * the data version before the token's account and the caller's access are read, the auth hook
 * then checks the token as on every request, and only then does the route's own hook look up
 * the answer for this caller (account type and id) and URL. A 200 answer is kept only if the
 * version has not moved between that first note and the send, so the access decision and the
 * data inside it were both read under the version it is filed under; it is served only while
 * that version is current (`lib/response-cache.ts`). The security headers and
 * `Cache-Control: no-store` are set by their own hooks on a cached answer as on any other, and
 * the request is logged once as usual.
 */
export default fp<{ version: DataVersion; maxMb: number }>(
  async (app, { version, maxMb }) => {
    const cache = new ResponseCache(version, maxMb * MB);
    app.decorate('responseCache', cache);
    app.decorateRequest('responseCache', null);

    app.addHook('onRequest', (request, _reply, done) => {
      const cacheable = request.routeOptions.config.cache === 'versioned';
      if (maxMb > 0 && cacheable && request.method === 'GET') {
        request.responseCache = { started: version.value };
      }
      done();
    });

    const lookup: onRequestHookHandler = function (
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) {
      const state = request.responseCache;
      if (!state) return done();
      const { actor } = request;
      state.key = `${actor ? `${actor.type}:${actor.id}` : 'anonymous'} GET ${request.url}`;
      const hit = cache.get(state.key);
      if (hit) {
        state.key = undefined;
        reply.headers(hit.headers);
        reply.send(hit.body);
        return;
      }
      state.before = new Set(Object.keys(reply.getHeaders()));
      done();
    };

    const store: onSendHookHandler = function (request, reply, payload, done) {
      const state = request.responseCache;
      const text = typeof payload === 'string';
      if (!state?.key || !state.before || reply.statusCode !== 200) return done(null, payload);
      if (!text && !Buffer.isBuffer(payload)) return done(null, payload);
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !state.before.has(name) && !NOT_STORED.has(name)) {
          headers[name] = value;
        }
      }
      // The bytes made here are the ones sent, so the answer is encoded once either way.
      const body = text ? Buffer.from(payload) : payload;
      cache.set(state.key, state.started, { body, headers });
      done(null, body);
    };

    app.addHook('onRoute', (route) => {
      if (route.config?.cache !== 'versioned') return;
      if (!asArray(route.method).includes('GET')) return;
      route.onRequest = [...asArray(route.onRequest), lookup];
      route.onSend = [...asArray(route.onSend), store];
    });
  },
  { name: 'response-cache' },
);
