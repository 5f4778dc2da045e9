import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, tooLong } from '@capstone/contracts';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, worded for the API. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: { origin?: unknown; maximum?: unknown };
}

/**
 * The 400 message of a schema failure. Schemas word their own messages; a length cap left to zod's
 * default wording (ids in paths) is named after its field (`<field> must be at most N characters`).
 */
function validationMessage(issue: ValidationIssue | undefined): string {
  if (!issue) return 'Invalid request';
  const { origin, maximum } = issue.params;
  const isDefaultWording = issue.message.startsWith('Invalid input');
  if (issue.keyword === 'invalid_type' && issue.instancePath === '/' && isDefaultWording) {
    return MESSAGES.bodyNotObject;
  }
  if (issue.keyword === 'too_big' && origin === 'string' && issue.message.startsWith('Too big')) {
    const field = issue.instancePath.split('/').filter(Boolean).at(-1) ?? 'value';
    return tooLong(field, Number(maximum));
  }
  return issue.message;
}

/**
 * Errors the router meets before any route (and so before the error handler): a URL that does
 * not decode, or a path parameter past `maxParamLength`. Same `{"Error"}` shape as the rest.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ Error: MESSAGES.pathTooLong });
  }
  return reply.code(400).send({ Error: MESSAGES.badUrl });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: an address or headers past
 * 16 KB (431), a request that never finished arriving (408), bytes that are not HTTP (400).
 * Answered in the `{"Error"}` shape of every other error, then the connection is closed, as
 * Node would close it.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimedOut]
        : [400, MESSAGES.unreadableRequest];
  const body = JSON.stringify({ Error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The single place errors become responses: `{"Error": message}` with the error's status.
 * Known errors keep their message; anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).headers(error.headers).send({ Error: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0] as ValidationIssue | undefined;
        return reply.code(400).send({ Error: validationMessage(first) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, body too large, wrong content type.
        const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
        const message = known ?? (error instanceof SyntaxError ? MESSAGES.invalidJson : undefined);
        return reply.code(status).send({ Error: message ?? error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ Error: MESSAGES.somethingWentWrong });
    });
  },
  { name: 'errors' },
);
