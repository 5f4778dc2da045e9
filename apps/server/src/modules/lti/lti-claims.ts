import { z } from 'zod';

/** Claim names of LTI 1.3 core, Names and Role Provisioning, and the services still to come. */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const LTI_CLAIMS = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  roles: `${LTI}/roles`,
  context: `${LTI}/context`,
  custom: `${LTI}/custom`,
  lis: `${LTI}/lis`,
  namesRoleService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  /** Grade passback (Assignment and Grade Services): read but not used yet. */
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  /** Deep linking: read but not used yet. */
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
} as const;

export const NRPS_SCOPE =
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** LTI caps its ids at 255 characters; the rest gets room for real course titles. */
const id = z.string().min(1).max(255);
const text = (max: number) => z.string().max(max);
/**
 * A text a platform may leave out, send as null or send empty: null then, and cut to `max`
 * rather than refused, so an overlong title or name never fails a launch or a sync.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((value) => (value ? value.slice(0, max) : null));

const context = z.object({
  id,
  label: optionalText(200),
  title: optionalText(500),
  type: z.array(text(500)).max(20).optional(),
});

const namesRoleService = z.object({
  context_memberships_url: z.url().max(2000),
  service_versions: z.array(text(20)).max(10).optional(),
});

/**
 * Custom parameters as the platform substituted them. LTI 1.3 says they are strings; some
 * platforms send numbers or booleans, which are kept as text, anything else is dropped.
 */
const custom = z
  .record(text(100), z.unknown())
  .refine((value) => Object.keys(value).length <= 100, 'too many custom parameters')
  .transform((value) =>
    Object.fromEntries(
      Object.entries(value).flatMap(([key, v]) =>
        ['string', 'number', 'boolean'].includes(typeof v) ? [[key, String(v).slice(0, 500)]] : [],
      ),
    ),
  );

/** What every LTI message carries about who launched it and from where. */
const messageBase = z.object({
  sub: id,
  email: optionalText(254),
  name: optionalText(200),
  given_name: optionalText(100),
  family_name: optionalText(100),
  [LTI_CLAIMS.version]: z.literal('1.3.0'),
  [LTI_CLAIMS.deploymentId]: id,
  [LTI_CLAIMS.targetLinkUri]: z.string().max(2000).optional(),
  [LTI_CLAIMS.roles]: z.array(text(500)).max(100),
  [LTI_CLAIMS.context]: context.optional(),
  [LTI_CLAIMS.custom]: custom.optional(),
  [LTI_CLAIMS.lis]: z
    .object({ person_sourcedid: optionalText(255) })
    .loose()
    .optional(),
  [LTI_CLAIMS.namesRoleService]: namesRoleService.optional(),
  [LTI_CLAIMS.gradeService]: z.unknown().optional(),
});

/** A resource link launch: the message this tool handles today. */
const resourceLinkRequest = messageBase.extend({
  [LTI_CLAIMS.messageType]: z.literal('LtiResourceLinkRequest'),
  [LTI_CLAIMS.resourceLink]: z.object({ id, title: optionalText(500) }),
});

/**
 * The messages the tool accepts, told apart by their type. Deep linking
 * (`LtiDeepLinkingRequest` with its settings claim) joins this union when it is built.
 */
export const ltiMessage = z.discriminatedUnion(LTI_CLAIMS.messageType, [resourceLinkRequest]);
export type LtiMessage = z.infer<typeof ltiMessage>;

/** The launch reduced to what the product uses, with readable names. */
export interface LtiLaunch {
  subject: string;
  email: string | null;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  deploymentId: string;
  roles: string[];
  context: { id: string; label: string | null; title: string | null } | null;
  custom: Record<string, string>;
  sourcedId: string | null;
  membershipsUrl: string | null;
}

export function readLaunch(message: LtiMessage): LtiLaunch {
  const context = message[LTI_CLAIMS.context];
  return {
    subject: message.sub,
    email: message.email,
    name: message.name,
    givenName: message.given_name,
    familyName: message.family_name,
    deploymentId: message[LTI_CLAIMS.deploymentId],
    roles: message[LTI_CLAIMS.roles],
    context: context ? { id: context.id, label: context.label, title: context.title } : null,
    custom: message[LTI_CLAIMS.custom] ?? {},
    sourcedId: message[LTI_CLAIMS.lis]?.person_sourcedid ?? null,
    membershipsUrl: message[LTI_CLAIMS.namesRoleService]?.context_memberships_url ?? null,
  };
}
