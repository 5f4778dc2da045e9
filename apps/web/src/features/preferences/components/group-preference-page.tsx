import {
  GROUP_MESSAGES,
  type FormField,
  type GroupView,
  type ProjectCard,
} from '@capstone/contracts';
import { Alert, Badge, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconUsersGroup } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { isGroupDetail } from '../api/get-group-details';
import { useIsGroupLead } from '../api/get-group-lead';
import { useGroupPreferences } from '../api/get-group-preferences';
import { useGroupTopics } from '../api/get-group-topics';
import { invalidateGroupsAfterSubmit } from '../api/submit-group-topics';
import { useGroupWishlists } from '../api/get-group-wishlists';
import { createBoard } from '../utils/board';
import { initialTopicAnswers } from '../utils/group-form';
import { PREFERENCE_UI_MESSAGES } from '../utils/preference-messages';
import { BoardSkeleton } from './board-skeleton';
import { GroupPreferenceWizard } from './group-preference-wizard';
import { PreferenceSummary } from './preference-summary';

interface GroupPreferencePageProps {
  group: GroupView;
  subcourseId: string;
  form: readonly FormField[];
  isReleased: boolean;
  /** The projects a group may rank; undefined while they load. */
  availableProjects: readonly ProjectCard[] | undefined;
  isStaff: boolean;
  profileHref: string;
  onExit: () => void;
}

/**
 * Who sees what: the lead edits while the form is released and the group is a draft; other members
 * and staff read; non-lead members only once preferences are released.
 */
export function GroupPreferencePage(props: GroupPreferencePageProps) {
  const { group, subcourseId, form, isReleased, availableProjects, isStaff } = props;
  // Members and staff get the GroupDetail view; anyone else gets the row only.
  const detail = isGroupDetail(group) ? group : null;
  const isMember = !isStaff && detail !== null;
  const isLocked = detail?.is_draft === false;
  const lead = useIsGroupLead(group.id, isMember);
  const isLead = lead.data?.lead === true;
  const canEdit = isMember && isLead && isReleased && !isLocked;
  const canRead = isStaff || (isMember && (isReleased || isLead));

  const ranking = useGroupPreferences(group.id, canRead);
  const topics = useGroupTopics(group.id, canRead);
  const wishlists = useGroupWishlists(group.id, subcourseId, canEdit);
  // Held here, not in the wizard: the submit locks the group, and the refreshed group would
  // otherwise swap the wizard for the read-only view before the success step is seen.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (topics.error) toast.error(PREFERENCE_UI_MESSAGES.topicLoadFailed, { id: 'topic-load' });
  }, [topics.error]);

  const origin = useMemo(
    () => [
      ...(wishlists.data ?? []).flatMap((member) => member.wishlist),
      ...(availableProjects ?? []),
    ],
    [wishlists.data, availableProjects],
  );

  if (isSubmitted) return <Submitted profileHref={props.profileHref} />;
  if (!isStaff && !isMember)
    return <Notice text={GROUP_MESSAGES.notMember} profileHref={props.profileHref} />;
  if (isMember && lead.isPending) return <BoardSkeleton />;
  if (!canRead) return <Notice text={GROUP_MESSAGES.notReleased} profileHref={props.profileHref} />;
  if (ranking.isPending || topics.isPending || (canEdit && wishlists.isPending)) {
    return <BoardSkeleton />;
  }
  if (canEdit && !availableProjects) return <BoardSkeleton />;
  if (ranking.error) return <Notice text={ranking.error.message} profileHref={props.profileHref} />;

  // A failed topic load was toasted; the lead starts from empty answers rather than being stuck.
  const answers = initialTopicAnswers(form, topics.data ?? []);

  if (canEdit) {
    return (
      <GroupPreferenceWizard
        groupId={group.id}
        subcourseId={subcourseId}
        form={form}
        initialBoard={createBoard(origin, ranking.data)}
        initialAnswers={answers}
        onExit={props.onExit}
        onSubmitted={() => {
          setIsSubmitted(true);
          void invalidateGroupsAfterSubmit(queryClient);
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      {isLocked ? (
        <Badge color="blue.8" size="lg" w="fit-content">
          SUBMITTED
        </Badge>
      ) : (
        <Alert color="indigo" variant="light" title="Read only">
          {isMember && isReleased && !isLead
            ? GROUP_MESSAGES.onlyLead
            : isMember && !isReleased
              ? GROUP_MESSAGES.notReleased
              : 'This group has not submitted its preferences yet.'}
        </Alert>
      )}
      <PreferenceSummary
        ranked={ranking.data.map((entry) => ({ project: entry.project, notes: entry.notes }))}
        form={form}
        answers={answers}
      />
    </Stack>
  );
}

function Notice({ text, profileHref }: { text: string; profileHref: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text mb="md">{text}</Text>
      <Button component={Link} to={profileHref}>
        Go To Group Profile
      </Button>
    </Paper>
  );
}

function Submitted({ profileHref }: { profileHref: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="teal.9" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {PREFERENCE_UI_MESSAGES.submitted}
        </Text>
        <Button component={Link} to={profileHref} leftSection={<IconUsersGroup size={18} />}>
          Go To Group Profile
        </Button>
      </Stack>
    </Paper>
  );
}
