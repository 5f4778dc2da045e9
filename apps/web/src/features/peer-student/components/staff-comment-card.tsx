import { PEER_LIMITS } from '@capstone/contracts';
import { Card, Stack, Title } from '@mantine/core';
import { LimitedTextarea } from '@/components/ui/limited-textarea';

interface StaffCommentCardProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}

/** The optional private note to staff: the one part of the form no teammate ever reads. */
export function StaffCommentCard({ id, value, onChange, error }: StaffCommentCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          Private comment to staff
        </Title>
        <LimitedTextarea
          id={id}
          label="Private comment to staff (optional)"
          hint="Only your course staff read this. It is never shown to your teammates."
          max={PEER_LIMITS.staffComment}
          value={value}
          onChange={onChange}
          error={error}
        />
      </Stack>
    </Card>
  );
}
