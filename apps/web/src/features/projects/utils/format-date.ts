/** `YYYY-MM-DD` (api.md §1.5) → `dd/MM/yyyy`; anything else is shown as it came, or '—'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
