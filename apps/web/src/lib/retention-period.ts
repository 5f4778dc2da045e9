/** "730 days (about 2 years)": the period in days, with years or months when it is long. */
export function retentionPeriod(days: number | undefined): string {
  if (!days) return 'a set period';
  const unit = days === 1 ? 'day' : 'days';
  const years = days / 365;
  if (years >= 1) {
    const rounded = Math.round(years * 10) / 10;
    return `${days} ${unit} (about ${rounded} year${rounded === 1 ? '' : 's'})`;
  }
  const months = Math.round(days / 30);
  return months >= 2 ? `${days} ${unit} (about ${months} months)` : `${days} ${unit}`;
}
