import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './job';

/**
 * Starts the app's jobs in list order and closes them in the same order, each after the one
 * before it has closed. A job that fails to close is logged and the others still close.
 */
export function jobRunner(jobs: readonly Job[], log: Pick<FastifyBaseLogger, 'error'>) {
  return {
    jobs,
    async start() {
      for (const job of jobs) await job.start();
    },
    async close() {
      for (const job of jobs) {
        await job.close().catch((error: unknown) => {
          log.error({ err: error, job: job.name }, 'job did not close cleanly');
        });
      }
    },
  };
}
