import { useParams } from 'react-router';
import { PeerRoundPage } from '@/features/peer-staff/components/peer-round-page';

/** /admin/peer/{roundId}: one peer evaluation round, for the staff of its offering. */
export function AdminPeerRoundRoute() {
  const { roundId = '' } = useParams();
  return <PeerRoundPage key={roundId} roundId={roundId} />;
}
