import type { HistogramKey } from '../../utils/board-quality';
import { ordinal } from './group-explanation';

/** Axis and table wording for each histogram bucket. */
export const bucketLabel = (key: HistogramKey): string =>
  key === 'unranked' ? 'Unranked' : key === 'unallocated' ? 'Unallocated' : ordinal(Number(key));

export const percent = (value: number) => `${value.toFixed(2)}%`;
