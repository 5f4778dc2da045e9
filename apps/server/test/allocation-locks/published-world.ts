import { expect } from 'vitest';
import { board, boardWorld, post, type BoardWorld } from '../allocation/board-fixtures';
import type { TestApp } from '../helpers/test-app';

/** Publishes `byProject` as S's project allocation, through the board, as a course admin would. */
export async function publish(t: TestApp, w: BoardWorld, byProject: Record<string, string[]>) {
  const response = await post(
    t,
    `/api/admin/allocate/${w.subcourse.id}/project`,
    { is_draft: false, override: true, ...board(byProject) },
    w.admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string; version?: number }>();
}

/**
 * The board world (board-fixtures.ts) with its allocation published: Alpha on Apollo, Bravo and
 * Charlie on Borealis, the empty group on none.
 */
export async function publishedWorld(t: TestApp) {
  const w = await boardWorld(t);
  await publish(t, w, { [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id, w.charlie.id] });
  return w;
}
