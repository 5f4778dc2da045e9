import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MESSAGES } from '@capstone/contracts';
import { baseUrl, openSocket, type ChatSocket } from '../chat/chat-fixtures';
import { PASSWORD, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let url: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = baseUrl(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketOf(token: string) {
  const socket = await openSocket(url, { token });
  sockets.push(socket);
  return socket;
}

function closedByServer(socket: ChatSocket) {
  const said: string[] = [];
  socket.on('exception', (payload) => said.push(payload.message));
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open after 6 s')), 6_000);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(said);
    });
  });
}

describe('deleting an account ends its sockets', () => {
  it('closes every open socket of the deleted account within seconds, and no one else', async () => {
    const student = await signedIn(t, 'student');
    const bystander = await signedIn(t, 'student');
    const closing = closedByServer(await socketOf(student.token));
    const untouched = await socketOf(bystander.token);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/student/me',
      headers: student.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await closing).toEqual([REALTIME_MESSAGES.invalidToken]);
    expect(untouched.connected).toBe(true);
  });
});
