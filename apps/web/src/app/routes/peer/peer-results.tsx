import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PeerNotice } from '@/features/peer-student/components/peer-notice';
import { PeerResultsPage } from '@/features/peer-student/components/peer-results-page';
import { STUDENTS_ONLY } from '@/features/peer-student/utils/round-status';
import { useAuth } from '@/lib/auth';

/** /peer/{roundId}/results: the student's own summary (the release email links here). */
export function PeerResultsRoute() {
  const { roundId } = useParams();
  const { session } = useAuth();
  if (!roundId) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (session?.user !== 'student')
    return <PeerNotice title="Peer evaluation results" message={STUDENTS_ONLY} />;
  return <PeerResultsPage key={`${session.id}:${roundId}`} roundId={roundId} />;
}
