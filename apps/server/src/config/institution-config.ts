import {
  DEFAULT_INSTITUTION,
  DEFAULT_INSTITUTION_SETTINGS,
  defineInstitution,
  InstitutionError,
  type Institution,
  type InstitutionSettings,
} from '@capstone/contracts';

/** The variable that sets each institution setting (README, Configuration). */
export const INSTITUTION_VARIABLES: Record<keyof InstitutionSettings, string> = {
  emailDomains: 'UNI_EMAIL_DOMAINS',
  idPattern: 'UNI_ID_PATTERN',
  idLabel: 'UNI_ID_LABEL',
  timeZone: 'TIME_ZONE',
};

/** Longer than any sensible value; keeps a pasted file out of the checks below. */
const MAX_VARIABLE_LENGTH = 2000;

/**
 * The institution the environment describes; unset or empty variables keep UNSW's rules. A value
 * that cannot work is answered with its variable's name and why, for `ConfigError`.
 */
export function institutionFromEnv(
  env: Record<string, string | undefined>,
): { institution: Institution } | { variable: string; reason: string } {
  const read = (setting: keyof InstitutionSettings) =>
    env[INSTITUTION_VARIABLES[setting]]?.trim() || undefined;
  const settings = {
    emailDomains: read('emailDomains')?.split(','),
    idPattern: read('idPattern'),
    idLabel: read('idLabel'),
    timeZone: read('timeZone'),
  };
  for (const [setting, value] of Object.entries(settings)) {
    const length = Array.isArray(value) ? value.join(',').length : (value?.length ?? 0);
    if (length > MAX_VARIABLE_LENGTH) {
      return {
        variable: INSTITUTION_VARIABLES[setting as keyof InstitutionSettings],
        reason: `must be at most ${MAX_VARIABLE_LENGTH} characters`,
      };
    }
  }
  if (Object.values(settings).every((value) => !value)) return { institution: DEFAULT_INSTITUTION };
  try {
    const institution = defineInstitution({
      emailDomains: settings.emailDomains ?? DEFAULT_INSTITUTION_SETTINGS.emailDomains,
      idPattern: settings.idPattern ?? DEFAULT_INSTITUTION_SETTINGS.idPattern,
      idLabel: settings.idLabel ?? DEFAULT_INSTITUTION_SETTINGS.idLabel,
      timeZone: settings.timeZone ?? DEFAULT_INSTITUTION_SETTINGS.timeZone,
    });
    return { institution };
  } catch (error) {
    if (!(error instanceof InstitutionError)) throw error;
    return { variable: INSTITUTION_VARIABLES[error.setting], reason: error.message };
  }
}
