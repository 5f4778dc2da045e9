import { z } from 'zod';

/**
 * Bodies are taken loosely and checked by the services in the order of §23, after the caller is
 * known to see the round and to hold the role: a stranger learns nothing from a 400 about a body
 * it may not send.
 */
export const looseBody = z.record(z.string(), z.unknown()).nullish();
