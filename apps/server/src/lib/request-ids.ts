import { randomBytes } from 'node:crypto';

/**
 * Fastify's `genReqId`: a random tag per process (48 bits) and a counter. Fastify's own ids
 * (`req-1`, `req-2`…) start again in every process, so in the logs of several processes behind
 * one address the same id named different requests. The tag also tells which process answered.
 */
export function requestIds(tag = randomBytes(6).toString('base64url')): () => string {
  let count = 0;
  return () => `${tag}-${(++count).toString(36)}`;
}
