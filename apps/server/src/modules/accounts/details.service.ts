import { MESSAGES, type AccountDetails, type AccountType } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { accountView, isSelf } from '../../policies/account.policy';
import { getClient, getStaff, getStudent } from './accounts.repo';
import { presentClientSelf, presentStaffSelf, presentStudentSelf } from './accounts.presenter';

const NOT_FOUND = {
  student: MESSAGES.studentNotFound,
  staff: MESSAGES.staffNotFound,
  client: MESSAGES.clientNotFound,
} as const;

/**
 * One account's profile in the widest view the caller may see. An account the caller has no
 * relation to is answered exactly like one that does not exist.
 */
export async function getAccountDetails(
  ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
  id: string,
): Promise<AccountDetails> {
  const view = accountView({ isSelf: isSelf(actor, type, id) });
  if (!view) throw notFound(NOT_FOUND[type]);
  const loaders = {
    student: async () => {
      const row = await getStudent(ctx.db, id);
      return row && presentStudentSelf(row);
    },
    client: async () => {
      const row = await getClient(ctx.db, id);
      return row && presentClientSelf(row);
    },
    staff: async () => {
      const row = await getStaff(ctx.db, id);
      return row && presentStaffSelf(row);
    },
  };
  const details = await loaders[type]();
  if (!details) throw notFound(NOT_FOUND[type]);
  return details;
}
