import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@capstone/contracts';
import { WEB_DIST } from '../paths';

/** Vite puts a content hash in every name under /assets/, so a name never changes content. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: the browser must ask each time (a 304 is cheap). */
export const PAGE_CACHE = 'no-cache';
/** Unhashed public files (the favicon): an hour, then revalidated. */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

const isHashedAsset = (url: string) => url.startsWith('/assets/');
const isPagePath = (url: string) => {
  const pathname = url.split('?', 1)[0]!;
  return pathname.endsWith('/') || pathname.endsWith('.html');
};

function cacheControlFor(url: string): string {
  if (isHashedAsset(url)) return HASHED_ASSET_CACHE;
  return isPagePath(url) ? PAGE_CACHE : PUBLIC_FILE_CACHE;
}

/**
 * The same URL answers br, gzip or raw bytes by `Accept-Encoding`, so shared caches must key on
 * it; the value is appended to what CORS already put there (`Origin`).
 */
function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/**
 * Serves the built web app on the API's port. The build holds a `.br` and a `.gz` beside each
 * text file (apps/web/build/precompress.ts); the one the browser accepts is sent, brotli first.
 * Unknown `/api` paths are JSON 404s; any other GET that accepts HTML gets index.html so the
 * client router can handle deep links.
 */
export default fp<{ webDist?: string }>(
  async (app, options) => {
    const root = options.webDist ?? WEB_DIST;
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      // wildcard: files are looked up per request, so a rebuild needs no restart.
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: 'index.html',
        preCompressed: true,
        // Set below per kind of file; `send` would otherwise say `max-age=0` for all.
        cacheControl: false,
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const isStaticFile = request.routeOptions.url === '/*' && reply.statusCode < 400;
        if (isStaticFile) {
          varyOnEncoding(reply);
          if (!reply.hasHeader('cache-control')) {
            reply.header('cache-control', cacheControlFor(request.url));
          }
        }
        return payload;
      });
    } else {
      app.log.warn(`web app not built (${root}); run "npm run build" to serve it`);
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api') &&
        !isHashedAsset(request.url) &&
        !request.url.startsWith('/socket.io');
      if (hasWeb && isPage) {
        varyOnEncoding(reply);
        return reply.header('cache-control', PAGE_CACHE).sendFile('index.html');
      }
      return reply.code(404).send({ Error: MESSAGES.notFound });
    });
  },
  { name: 'web' },
);
