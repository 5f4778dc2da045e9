import { z } from 'zod';
import { requiredString } from '../common/fields';

/** PUT /api/admin/client/verify and /reject */
export const clientIdBody = z.object({ client_id: requiredString('client_id') });
export type ClientIdBody = z.infer<typeof clientIdBody>;
