import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';

/**
 * Pretty, coloured lines for a person watching `npm start` in a terminal; JSON lines, one object
 * each, when the output goes to a file or a log collector. Pretty-printing runs in pino's worker
 * thread, so it does not slow the request path.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (!isTerminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the request log writes the path without its query (the SSO callback's code). */
    logQuery?: boolean;
  }
}

/** The URL as logged: a route with `logQuery: false` (the SSO callback's code) keeps its path. */
function loggedUrl(request: FastifyRequest) {
  if (request.routeOptions.config?.logQuery !== false) return request.url;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : `${request.url.slice(0, query)}?…`;
}

/**
 * One line per request, written when the answer has gone: method, url, status and time.
 * Fastify's default writes two (request in, response out) with the whole request object, which
 * cost a third of a small read's throughput at `info`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
