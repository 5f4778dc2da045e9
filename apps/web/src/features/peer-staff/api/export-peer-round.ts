import { useMutation } from '@tanstack/react-query';
import { attachmentName } from '@/lib/attachment-name';
import { fetchFile, saveBlob } from '@/lib/download';

/**
 * GET /api/peer-rounds/{roundId}/export (course admin of S, once closed): the gradebook CSV,
 * saved under the server's name (`{year}_{code}_peer_evaluation_{roundId}.csv`).
 */
export async function exportPeerRound(roundId: string): Promise<string> {
  const id = encodeURIComponent(roundId);
  const response = await fetchFile(`/peer-rounds/${id}/export`, 'text/csv');
  const name = attachmentName(
    response.headers.get('Content-Disposition'),
    `peer_evaluation_${roundId.replace(/[^\w.-]/g, '')}.csv`,
  );
  saveBlob(await response.blob(), name);
  return name;
}

export const useExportPeerRound = () => useMutation({ mutationFn: exportPeerRound });
