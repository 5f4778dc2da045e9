import { CLIENT_MESSAGES } from '@capstone/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useRejectClient } from '../api/reject-client';
import { useVerifyClient } from '../api/verify-client';
import { failureText } from '../utils/profile-form';

/**
 * REJECT and VERIFY of an unverified client: REJECT asks first, as it removes the client from the
 * staff member's courses. Either way the server's message is shown and staff return to the verify
 * queue.
 */
export function ClientReviewActions({ clientId, name }: { clientId: string; name: string }) {
  const navigate = useNavigate();
  const verify = useVerifyClient();
  const reject = useRejectClient();
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = verify.isPending || reject.isPending;

  const callbacks = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      setConfirmReject(false);
      void navigate(paths.verifyClients.getHref());
    },
    onError: (error: Error) => toast.error(failureText(CLIENT_MESSAGES.verifyFailed, error)),
  };

  // One wrapper: the in-place modal must not become a second item of the header's row.
  return (
    <div>
      <Group gap="xs">
        <Button
          color="red.9"
          variant="outline"
          onClick={() => setConfirmReject(true)}
          disabled={busy}
        >
          REJECT
        </Button>
        <Button
          color="green.9"
          onClick={() => verify.mutate(clientId, callbacks)}
          loading={verify.isPending}
          disabled={busy}
        >
          VERIFY
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmReject}
        title="Reject client"
        message={`Would you like to reject ${name}? This will remove the client from your courses and return their submitted projects to draft. The client will be notified.`}
        confirmLabel="REJECT"
        confirmColor="red.9"
        isPending={reject.isPending}
        onConfirm={() => reject.mutate(clientId, callbacks)}
        onClose={() => setConfirmReject(false)}
      />
    </div>
  );
}
