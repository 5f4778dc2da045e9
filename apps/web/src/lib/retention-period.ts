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

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy` of the day `days` after `from`, counted in calendar days (a DST change is not a day). */
export function dayAfter(days: number, from: Date): string {
  const at = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/**
 * What archiving an offering today starts, in one sentence for its confirmation: "Student data
 * in this offering will be due for deletion in 730 days (on 27/11/2028)." Without the period
 * (the settings are not loaded), the sentence says so without a number.
 */
export function archiveRetentionText(days: number | undefined, today: Date = new Date()): string {
  if (!days) {
    return 'Archiving starts the retention period: student data in this offering becomes due for deletion when it ends.';
  }
  return `Student data in this offering will be due for deletion in ${days} day${days === 1 ? '' : 's'} (on ${dayAfter(days, today)}).`;
}
