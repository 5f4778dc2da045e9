import type { LtiConfirmLinkBody, LtiConfirmLinkResponse } from '@capstone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/lti/confirm-link`: the password of the account a first launch found by its email links
 * it to the LMS; the answer is the session the launch would have handed over.
 */
export const confirmLtiLink = (body: LtiConfirmLinkBody) =>
  api<LtiConfirmLinkResponse>('/lti/confirm-link', { method: 'POST', body, token: false });

export const useConfirmLtiLink = () => useMutation({ mutationFn: confirmLtiLink });
