import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer: these requests never reach `app.inject`. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(bytes);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers an address over 16 KB with 431 and the API error shape', async () => {
    const answer = await rawRequest(
      `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ Error: MESSAGES.headersTooLarge });
  });

  it('answers bytes that are not HTTP with 400 and the API error shape', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ Error: MESSAGES.unreadableRequest });
  });

  it('still answers a normal request on the same server', async () => {
    const answer = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
