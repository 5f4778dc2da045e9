import { z } from 'zod';
import {
  DEFAULT_INSTITUTION,
  DEFAULT_INSTITUTION_SETTINGS,
  defineInstitution,
  InstitutionError,
  type InstitutionSettings,
} from '@capstone/contracts';
import { envText, refuse } from './env-schema';

/** The variable that sets each institution setting (README, Configuration). */
export const INSTITUTION_VARIABLES: Record<keyof InstitutionSettings, string> = {
  emailDomains: 'UNI_EMAIL_DOMAINS',
  idPattern: 'UNI_ID_PATTERN',
  idLabel: 'UNI_ID_LABEL',
  timeZone: 'TIME_ZONE',
};

/** Surrounding spaces are dropped, and a variable of spaces alone is unset. */
const setting = () =>
  envText()
    .optional()
    .transform((value) => value?.trim() || undefined);

/**
 * The institution the environment describes; unset variables keep UNSW's rules. The rules
 * themselves live in contracts (`defineInstitution`), which the web checks its forms with too;
 * a value they refuse is refused here under its variable's name.
 */
export const institutionSchema = z
  .object({
    UNI_EMAIL_DOMAINS: setting(),
    UNI_ID_PATTERN: setting(),
    UNI_ID_LABEL: setting(),
    TIME_ZONE: setting(),
  })
  .transform((env, ctx) => {
    const settings = {
      emailDomains: env.UNI_EMAIL_DOMAINS?.split(','),
      idPattern: env.UNI_ID_PATTERN,
      idLabel: env.UNI_ID_LABEL,
      timeZone: env.TIME_ZONE,
    };
    if (Object.values(settings).every((value) => !value)) return DEFAULT_INSTITUTION;
    try {
      return defineInstitution({
        emailDomains: settings.emailDomains ?? DEFAULT_INSTITUTION_SETTINGS.emailDomains,
        idPattern: settings.idPattern ?? DEFAULT_INSTITUTION_SETTINGS.idPattern,
        idLabel: settings.idLabel ?? DEFAULT_INSTITUTION_SETTINGS.idLabel,
        timeZone: settings.timeZone ?? DEFAULT_INSTITUTION_SETTINGS.timeZone,
      });
    } catch (error) {
      if (!(error instanceof InstitutionError)) throw error;
      refuse(ctx, INSTITUTION_VARIABLES[error.setting], error.message);
      return z.NEVER;
    }
  });
