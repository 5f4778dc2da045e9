/**
 * Work the server does on its own, apart from requests: started once the app is ready and
 * closed before the database is (job-runner.ts). `close` resolves only when nothing the job
 * started is still running.
 */
export interface Job {
  /** Names the job in the log. */
  readonly name: string;
  start(): void | Promise<void>;
  close(): Promise<void>;
}
