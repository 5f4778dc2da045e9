import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HTML = `<!doctype html><title>Capstone</title>${'<p>first page</p>'.repeat(40)}`;
const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};`;
const STYLE = `.card { padding: 1rem; }\n`.repeat(80);
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A build as `vite build` leaves it: a .br and a .gz beside each text file, or only one. */
function fixtureDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'capstone-web-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string, copies: ('br' | 'gz')[]) => {
    writeFileSync(path.join(dist, name), text);
    if (copies.includes('br'))
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    if (copies.includes('gz')) writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML, ['br', 'gz']);
  write('assets/app-Cx81ab2F.js', SCRIPT, ['br', 'gz']);
  write('assets/app-Dq9Lk0aa.css', STYLE, ['gz']);
  write('favicon.svg', ICON, []);
  return dist;
}

const decoded = (encoding: string | undefined, body: Buffer) => {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

const varyList = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: fixtureDist() });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets %s', async (acceptEncoding, expected) => {
    const response = await get('/assets/app-Cx81ab2F.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(varyList(response.headers.vary)).toContain('accept-encoding');
    expect(decoded(expected, response.rawPayload)).toBe(SCRIPT);
    if (expected) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('falls back to the next encoding the browser accepts when a copy is missing', async () => {
    const response = await get('/assets/app-Dq9Lk0aa.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded('gzip', response.rawPayload)).toBe(STYLE);
    const brOnly = await get('/assets/app-Dq9Lk0aa.css', 'br');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body).toBe(STYLE);
  });

  it('lets the browser keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/app-Cx81ab2F.js', encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes the browser revalidate index.html, directly, as / and as any deep link', async () => {
    for (const url of ['/', '/index.html', '/login', '/dash', '/course/abc/groups']) {
      for (const encoding of ['br', 'gzip', undefined]) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['content-encoding'], url).toBe(
          encoding === 'gzip' ? 'gzip' : encoding,
        );
        expect(varyList(response.headers.vary), url).toContain('accept-encoding');
        expect(decoded(response.headers['content-encoding'], response.rawPayload), url).toBe(HTML);
      }
    }
  });

  it('keeps the CORS Vary value and the security headers', async () => {
    const response = await get('/assets/app-Cx81ab2F.js', 'br');
    expect(varyList(response.headers.vary)).toEqual(['origin', 'accept-encoding']);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an unhashed file without a compressed copy as it is, cached for an hour', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(ICON);
  });

  it('answers a missing asset 404 without a cache lifetime', async () => {
    const response = await get('/assets/app-gone000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: MESSAGES.notFound });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('never compresses or caches an API answer as a web file', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
