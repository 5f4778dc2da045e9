import { MESSAGES, type PeerRoundProgress } from '@capstone/contracts';
import { Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconListCheck, IconMessages } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useLoggedError } from '@/lib/use-logged-error';
import { usePeerRound } from '../api/get-peer-round';
import { useIsCourseAdmin } from '../hooks/use-is-course-admin';
import { CommentsPanel } from './comments-panel';
import { DeleteRoundDialog } from './delete-round-dialog';
import { PanelError } from './panel-states';
import { ProgressPanel } from './progress-panel';
import { ResultsPanel } from './results-panel';
import { RoundActions } from './round-actions';
import { RoundFacts } from './round-facts';
import { RoundFormDialog } from './round-form-dialog';
import { RoundSettings } from './round-settings';
import { RoundStatusBadge } from './round-status-badge';

const TABS = ['progress', 'results', 'comments'] as const;
type Tab = (typeof TABS)[number];
const tabFrom = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'progress';

const BACK = { to: paths.adminPeerRounds.getHref(), label: 'Back to peer evaluation rounds' };

function Frame({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" py="md">
      <Group gap="xs" wrap="nowrap" miw={0} align="center">
        <BackLink to={BACK.to} label={BACK.label} />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {badge}
      </Group>
      {children}
    </Stack>
  );
}

function RoundSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the round">
      <Skeleton h={150} radius="md" />
      <Skeleton h={36} w={320} radius="md" />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}

function RoundView({ round }: { round: PeerRoundProgress }) {
  const isCourseAdmin = useIsCourseAdmin(round.subcourse);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabFrom(params.get('tab'));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const chooseTab = (value: string | null) => {
    const next = tabFrom(value);
    setParams(next === 'progress' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Frame title={round.name} badge={<RoundStatusBadge status={round.status} />}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <RoundFacts round={round} />
          <RoundSettings round={round} />
        </Stack>
      </Paper>
      <RoundActions
        round={round}
        isCourseAdmin={isCourseAdmin}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="progress" leftSection={<IconListCheck size={16} aria-hidden />}>
            Progress
          </Tabs.Tab>
          <Tabs.Tab value="results" leftSection={<IconChartBar size={16} aria-hidden />}>
            Results
          </Tabs.Tab>
          <Tabs.Tab value="comments" leftSection={<IconMessages size={16} aria-hidden />}>
            Comments
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="progress" pt="md">
          <Title order={2} fz="h3" mb="sm">
            Who has submitted
          </Title>
          <ProgressPanel round={round} isCourseAdmin={isCourseAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <Title order={2} fz="h3" mb="sm">
            Results by group
          </Title>
          <ResultsPanel round={round} isCourseAdmin={isCourseAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <Title order={2} fz="h3" mb="sm">
            Comments by group
          </Title>
          <CommentsPanel round={round} isCourseAdmin={isCourseAdmin} />
        </Tabs.Panel>
      </Tabs>
      <RoundFormDialog
        target={editing ? { mode: 'edit', round } : null}
        onClose={() => setEditing(false)}
      />
      <DeleteRoundDialog
        round={deleting ? round : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(paths.adminPeerRounds.getHref())}
      />
    </Frame>
  );
}

/** /admin/peer/{roundId}: one round for staff: progress, results, comments and its actions. */
export function PeerRoundPage({ roundId }: { roundId: string }) {
  const { session } = useAuth();
  const round = usePeerRound(roundId);
  useLoggedError(round.error);

  if (session?.user !== 'staff') {
    return (
      <Frame title="Peer evaluation round">
        <Paper withBorder p="xl" ta="center">
          <Text>{MESSAGES.onlyCourseStaff}</Text>
        </Paper>
      </Frame>
    );
  }
  if (round.isPending) {
    return (
      <Frame title="Peer evaluation round">
        <RoundSkeleton />
      </Frame>
    );
  }
  if (round.error) {
    const missing = isApiError(round.error) && round.error.status === 404;
    return (
      <Frame title="Peer evaluation round">
        {missing ? (
          <Paper withBorder p="xl" ta="center">
            <Text mb="md">{round.error.message}</Text>
            <Button component={Link} to={paths.adminPeerRounds.getHref()}>
              SEE ALL ROUNDS
            </Button>
          </Paper>
        ) : (
          <PanelError
            error={round.error}
            fallback="The round could not be loaded."
            onRetry={() => void round.refetch()}
          />
        )}
      </Frame>
    );
  }
  return <RoundView round={round.data} />;
}
