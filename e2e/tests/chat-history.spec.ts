import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const STUDENT = 'z5000001@ad.unsw.edu.au';
/** Demo students of the same course who post too: one account may send 30 messages a minute. */
const POSTERS = ['z5100041', 'z5100042', 'z5100043', 'z5100044'].map((z) => `${z}@ad.unsw.edu.au`);
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const TOTAL = 110;

interface SeededPost {
  id: string;
  content: string;
}

async function login(request: APIRequestContext, role: 'staff' | 'student', email: string) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const channels = new WeakMap<Socket, string>();
const channelIdOf = (socket: Socket) => channels.get(socket)!;

/** Sends one post and waits for the server's echo, so posts are stored in the order sent. */
function sendPost(socket: Socket, content: string): Promise<SeededPost> {
  return new Promise((resolve, reject) => {
    const onPost = (post: SeededPost) => {
      if (post.content !== content) return;
      socket.off('post', onPost);
      socket.off('exception', onException);
      resolve(post);
    };
    const onException = (error: { message: string }) => reject(new Error(error.message));
    socket.on('post', onPost);
    socket.once('exception', onException);
    socket.emit('post', channelIdOf(socket), { content });
  });
}

/** A new course channel of the demo course, made by its admin through the REST API. */
async function createChannel(request: APIRequestContext, adminToken: string, name: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const mine = await request.get('/api/staff/subcourse/all', { headers });
  const subcourses = (await mine.json()) as { id: string; code: string; name: string }[];
  const subcourse = subcourses.find((s) => s.code === COURSE.code && s.name === COURSE.subcourse);
  const made = await request.post(`/api/channels/${subcourse!.id}/create`, {
    headers,
    data: { category: 'course', channel_type: 'text', name },
  });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { id: string }).id;
}

const label = (tag: string, n: number) => `${tag} #${String(n).padStart(3, '0')}`;

/**
 * The first post at least partly visible in the scrolled list and its distance from the list's
 * top edge, measured in the page in one go (before any re-render).
 */
function firstVisible(scroller: Locator) {
  return scroller.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    for (const post of Array.from(element.querySelectorAll<HTMLElement>('[data-post-id]'))) {
      const rect = post.getBoundingClientRect();
      if (rect.bottom > top) return { id: post.dataset.postId!, offset: rect.top - top };
    }
    throw new Error('no post is visible');
  });
}
const offsetOf = (scroller: Locator, postId: string) =>
  scroller.evaluate((element, id) => {
    const post = element.querySelector(`[data-post-id="${id}"]`)!;
    return post.getBoundingClientRect().top - element.getBoundingClientRect().top;
  }, postId);

async function openChannel(page: Page, name: string) {
  await fillLogin(page, 'Student', STUDENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.locator('[data-chat-live="true"]')).toBeVisible({ timeout: 15_000 });
}

test('a long channel loads 50 conversations at a time and keeps the reader’s place', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `History ${Date.now() % 100_000}`;
  const adminToken = await login(request, 'staff', ADMIN);
  const channelId = await createChannel(request, adminToken, tag);
  const tokens = [
    adminToken,
    ...(await Promise.all(POSTERS.map((e) => login(request, 'student', e)))),
  ];
  const sockets = await Promise.all(tokens.map((token) => chatSocket(baseURL!, token, channelId)));
  const seeded: SeededPost[] = [];
  for (let n = 1; n <= TOTAL; n += 1) {
    seeded.push(await sendPost(sockets[n % sockets.length]!, label(tag, n)));
  }

  await openChannel(page, tag);
  const scroller = page.getByTestId('posts-scroll');
  const posts = scroller.getByTestId('post');
  const card = (n: number) => posts.filter({ hasText: label(tag, n) });
  await expect(posts).toHaveCount(50);
  await expect(card(TOTAL)).toBeInViewport();
  await expect(card(61)).toHaveCount(1);
  await expect(card(60)).toHaveCount(0);

  // Keyboard: the button loads the next 50 and the post being read does not move.
  const loadOlder = scroller.getByRole('button', { name: 'Load older messages' });
  await expect(loadOlder).toBeVisible();
  await scroller.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  const reading = await firstVisible(scroller);
  await loadOlder.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(posts).toHaveCount(100);
  await expect(card(11)).toHaveCount(1);
  await expect(card(10)).toHaveCount(0);
  expect(Math.abs((await offsetOf(scroller, reading.id)) - reading.offset)).toBeLessThan(2);

  // Scrolling to the top loads the rest; the post that was at the top stays where it was.
  const atTop = await scroller.evaluate((element) => {
    element.scrollTop = 0;
    const first = element.querySelector<HTMLElement>('[data-post-id]')!;
    return {
      id: first.dataset.postId!,
      offset: first.getBoundingClientRect().top - element.getBoundingClientRect().top,
    };
  });
  expect(atTop.id).toBe(seeded[10]!.id);
  await expect(posts).toHaveCount(TOTAL);
  await expect(scroller.getByText('This is the start of the channel.')).toBeAttached();
  await expect(loadOlder).toHaveCount(0);
  expect(Math.abs((await offsetOf(scroller, atTop.id)) - atTop.offset)).toBeLessThan(2);
  await expect(card(11)).toBeInViewport();
  await expect(card(1)).not.toBeInViewport();

  // Live posts still arrive at the end, and replies reach a post of an older page.
  const live = await sendPost(sockets[0]!, `${tag} live`);
  await expect(posts).toHaveCount(TOTAL + 1);
  await expect(scroller.locator(`[data-post-id="${live.id}"]`)).toBeAttached();
  sockets[1]!.emit('reply', channelId, seeded[4]!.id, { content: `${tag} reply to 5` });
  await expect(card(5).getByText(`${tag} reply to 5`)).toBeAttached();

  // Pins work on an older page: the flag flips in place.
  await card(5).scrollIntoViewIfNeeded();
  const pin = card(5).getByRole('button', { name: 'Pin post' });
  await pin.focus();
  await pin.press('Enter');
  await expect(pin).toHaveAttribute('aria-pressed', 'true');

  for (const socket of sockets) socket.close();
});

/** A chat socket (Socket.IO at `/socket.io`) as the web opens it, in the channel's room. */
async function chatSocket(baseURL: string, token: string, channelId: string) {
  const socket = io(baseURL, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    extraHeaders: { origin: baseURL },
    reconnection: false,
    forceNew: true,
  });
  channels.set(socket, channelId);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await new Promise<void>((resolve) => socket.emit('join', channelId, () => resolve()));
  return socket;
}
