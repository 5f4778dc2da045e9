import type { PeerComment, PeerRoundStaff } from '@capstone/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format-date';
import { useLoggedError } from '@/lib/use-logged-error';
import { usePeerComments } from '../api/get-peer-comments';
import { useShowPeerComment } from '../api/show-peer-comment';
import { canModerate, commentName, commentRoute, commentsByGroup } from '../utils/comments';
import { hasResults, roundAbilities } from '../utils/round-status';
import { HideCommentDialog } from './hide-comment-dialog';
import { PanelError, PanelNote, PanelSkeleton } from './panel-states';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

function CommentItem({
  comment,
  moderationOpen,
  onHide,
  onShow,
  showing,
}: {
  comment: PeerComment;
  moderationOpen: boolean;
  onHide: (comment: PeerComment) => void;
  onShow: (comment: PeerComment) => void;
  showing: boolean;
}) {
  const moderate = canModerate(comment, moderationOpen);
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="peer-comment">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {commentRoute(comment)}
          </Text>
          <Group gap={4}>
            {comment.kind === 'staff' && (
              <Badge
                color="indigo.8"
                variant="light"
                leftSection={<IconLock size={12} aria-hidden />}
                style={{ textTransform: 'none' }}
              >
                Private to staff
              </Badge>
            )}
            {comment.hidden && (
              <Badge
                color="gray.7"
                variant="filled"
                leftSection={<IconEyeOff size={12} aria-hidden />}
                style={{ textTransform: 'none' }}
              >
                Hidden from {comment.target?.name ?? 'the student'}
              </Badge>
            )}
          </Group>
        </Group>
        <Text
          fz="sm"
          c={comment.hidden ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {comment.text}
        </Text>
        {comment.hidden && comment.hidden_reason && (
          <Text fz="sm">
            <Text span fw={500} fz="sm">
              Reason for hiding:
            </Text>{' '}
            {comment.hidden_reason}
          </Text>
        )}
        {moderate && (
          <Group gap="xs">
            {comment.hidden ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => onShow(comment)}
                loading={showing}
                aria-label={`Show ${commentName(comment)}`}
              >
                SHOW
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                leftSection={<IconEyeOff size={16} aria-hidden />}
                onClick={() => onHide(comment)}
                aria-label={`Hide ${commentName(comment)}`}
              >
                HIDE
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function GroupComments({
  group,
  comments,
  ...item
}: {
  group: PeerComment['group'];
  comments: PeerComment[];
  moderationOpen: boolean;
  onHide: (comment: PeerComment) => void;
  onShow: (comment: PeerComment) => void;
  showingId: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {group.name}
      </Title>
      <ul style={LIST_STYLE} aria-labelledby={headingId}>
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            moderationOpen={item.moderationOpen}
            onHide={item.onHide}
            onShow={item.onShow}
            showing={item.showingId === comment.id}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The comments students wrote, per group: to a teammate (released unless hidden) and privately
 * to staff (never released). Course admins hide or show teammates' comments until release.
 */
export function CommentsPanel({
  round,
  isCourseAdmin,
}: {
  round: PeerRoundStaff;
  isCourseAdmin: boolean;
}) {
  const ready = hasResults(round.status);
  const comments = usePeerComments(round.id, ready);
  const show = useShowPeerComment();
  const [hiding, setHiding] = useState<PeerComment | null>(null);
  useLoggedError(comments.error);
  const moderationOpen = roundAbilities(round.status, isCourseAdmin).moderate;

  if (!ready) {
    return (
      <PanelNote>
        {`Comments can be read once the round closes, on ${formatTimestamp(round.closes_at)}.`}
      </PanelNote>
    );
  }
  if (comments.isPending) return <PanelSkeleton label="Loading the comments" />;
  if (comments.error) {
    return (
      <PanelError
        error={comments.error}
        fallback="The comments could not be loaded."
        onRetry={() => void comments.refetch()}
      />
    );
  }
  if (comments.data.length === 0) {
    return (
      <PanelNote>
        {round.comments
          ? 'Nobody wrote a comment in this round.'
          : 'Comments to teammates were turned off for this round, and nobody wrote a private comment to staff.'}
      </PanelNote>
    );
  }

  const showComment = (comment: PeerComment) =>
    show.mutate(
      { roundId: round.id, commentId: comment.id },
      {
        onSuccess: () =>
          toast.success(
            `Shown: ${comment.target?.name ?? 'the student'} will see this comment when results are released.`,
          ),
        onError: (error) => toast.error(errorToastText(error, 'The comment could not be shown.')),
      },
    );

  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        {round.status === 'released'
          ? 'Results are released: students see the comments to them that are not hidden, without names. Comments can no longer be hidden or shown.'
          : 'When results are released, each student sees the comments to them that are not hidden, without names. Private comments to staff are never shown to students.'}
      </Text>
      {commentsByGroup(comments.data).map((section) => (
        <GroupComments
          key={section.group.id}
          group={section.group}
          comments={section.comments}
          moderationOpen={moderationOpen}
          onHide={setHiding}
          onShow={showComment}
          showingId={show.isPending ? (show.variables?.commentId ?? null) : null}
        />
      ))}
      <HideCommentDialog roundId={round.id} comment={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
