import { api } from '@/lib/api-client';

export interface SubcourseOffering {
  term: number;
  code: string;
  year: string;
}

/** GET /api/subcourse/existing: 200 `{}` when the offering is free, 400 with the reason otherwise. */
export const checkSubcourseExisting = ({ term, code, year }: SubcourseOffering) =>
  api<Record<string, never>>(
    `/subcourse/existing?${new URLSearchParams({ term: String(term), code, year })}`,
  );
