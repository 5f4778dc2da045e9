import { setImmediate } from 'node:timers/promises';

/**
 * Resolves once the event loop has polled the sockets, so requests are answered during long jobs.
 *
 * The embedded database runs on this thread and answers through promises, so a long job of many
 * statements chains microtask after microtask and Node never reads a socket until it ends: a
 * 3,000-row import once held `/api/health` for 16 s. A job that awaits this between its steps lets
 * requests that arrived meanwhile start and queue their statements on the database ahead of the
 * job's next step.
 *
 * Two `setImmediate`s: one queued from the poll phase, where a request's handler runs, fires in
 * the same loop iteration's check phase, before any socket is read again; one queued from the
 * check phase fires only after the next poll.
 */
export async function nextEventLoopTurn(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
