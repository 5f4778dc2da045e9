import { MESSAGES } from '@capstone/contracts';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../lib/context';
import type { AppSocket } from './socket-types';

/** The user-facing message of a failed event; anything unexpected is logged, not shown. */
function messageOf(error: unknown, log: ServiceContext['log']) {
  if (error instanceof AppError) return error.message;
  log.error({ err: error }, 'socket event failed');
  return MESSAGES.somethingWentWrong;
}

export interface SocketQueueOptions {
  /** Events the socket may have waiting before new ones are refused. */
  maxPending: number;
  /** What a refused event is answered with (an `AppError`, so its message is shown). */
  tooMany: () => unknown;
  log: ServiceContext['log'];
}

/**
 * Runs a socket's events one at a time, in the order it sent them, so that what they save and
 * send keeps that order. A flood queues, up to `maxPending`; beyond it events are refused
 * without any work. A failed event is answered with an `exception` on the socket.
 */
export function socketQueue(socket: AppSocket, { maxPending, tooMany, log }: SocketQueueOptions) {
  /** Tells the client why its event failed. */
  const fail = (error: unknown) => {
    socket.emit('exception', { message: messageOf(error, log) });
  };
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  /** Runs `run` after the socket's earlier events; its errors go to the client. */
  const inTurn = (run: () => Promise<void>) => {
    if (pending >= maxPending) return fail(tooMany());
    pending++;
    queue = queue
      .then(run)
      .catch(fail)
      .finally(() => pending--);
  };
  return { inTurn, fail };
}
