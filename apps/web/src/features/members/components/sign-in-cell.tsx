import { MEMBER_MESSAGES, type MemberEntry } from '@capstone/contracts';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useResendAccessCode } from '../api/resend-access-code';
import {
  ACCESS_EMAIL_COLORS,
  ACCESS_EMAIL_LABELS,
  accessEmailWhen,
  canResendAccessCode,
  externalSignInLabel,
  PASSWORD_SET,
} from '../utils/access-email';

/** The state of an imported member's access-code email, with the time in a tooltip. */
export function AccessEmailBadge({ member }: { member: MemberEntry }) {
  const state = member.access_email;
  if (!state) return null;
  return (
    <Tooltip label={accessEmailWhen(member)}>
      <Badge
        color={ACCESS_EMAIL_COLORS[state.status]}
        autoContrast
        size="sm"
        variant="filled"
        style={{ flexShrink: 0, textTransform: 'none' }}
        data-status={state.status}
      >
        {ACCESS_EMAIL_LABELS[state.status]}
      </Badge>
    </Tooltip>
  );
}

/** Mails a new access code (the old one stops working); each row has its own loading state. */
export function ResendAccessCodeButton({
  member,
  subcourseId,
}: {
  member: MemberEntry;
  subcourseId: string;
}) {
  const resend = useResendAccessCode();
  const send = () =>
    resend.mutate(
      { subcourseId, accountId: member.id },
      {
        onSuccess: (data) => toast.success(data.message),
        onError: (error) =>
          toast.error(errorToastText(error, MEMBER_MESSAGES.accessCodeSendFailed)),
      },
    );
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconMailForward size={14} aria-hidden />}
      aria-label={`Resend access code to ${member.name}`}
      loading={resend.isPending}
      onClick={send}
    >
      RESEND
    </Button>
  );
}

/**
 * The Sign-in column's cell: how the member signs in without a password ("Signs in through the
 * LMS"); else, while they have no password, the access-code email's state and Resend when
 * `resendIn` names the subcourse the caller may resend in.
 */
export function SignInCell({ member, resendIn }: { member: MemberEntry; resendIn: string | null }) {
  const external = externalSignInLabel(member);
  if (external) return <Text fz="sm">{external}</Text>;
  if (!member.access_email) {
    return (
      <Text fz="sm" c="dimmed">
        {PASSWORD_SET}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <AccessEmailBadge member={member} />
      {resendIn !== null && canResendAccessCode(member, true) && (
        <ResendAccessCodeButton member={member} subcourseId={resendIn} />
      )}
    </Group>
  );
}
