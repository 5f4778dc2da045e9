import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PeerFormPage } from '@/features/peer-student/components/peer-form-page';
import { PeerNotice } from '@/features/peer-student/components/peer-notice';
import { STUDENTS_ONLY } from '@/features/peer-student/utils/round-status';
import { useAuth } from '@/lib/auth';

/** /peer/{roundId}: the student's form for one round (the reminder email links here). */
export function PeerRoundRoute() {
  const { roundId } = useParams();
  const { session } = useAuth();
  if (!roundId) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (session?.user !== 'student')
    return <PeerNotice title="Peer evaluation" message={STUDENTS_ONLY} />;
  return <PeerFormPage key={`${session.id}:${roundId}`} roundId={roundId} studentId={session.id} />;
}
