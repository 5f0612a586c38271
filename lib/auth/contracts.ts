import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { dateTimeInput, idParams, listOf, pageQuery, timestamp, uuid } from "@/lib/api/schemas";

const email = z
  .email({ message: "must be an e-mail address" })
  .max(320)
  .transform((e) => e.toLowerCase());

export const Me = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyId: uuid,
  role: z.string(),
  permissions: z.array(z.string()),
  isSuperAdmin: z.boolean(),
});

export const CompanyDTO = z.object({
  id: uuid,
  name: z.string(),
  defaultSocialPlatforms: z.array(z.string()),
  timeZone: z.string(),
  createdAt: timestamp,
});

export const devLogin = contract({
  method: "POST",
  path: "/api/auth/dev-login",
  tag: "Identity",
  summary: "Development sign-in: a bearer token for an e-mail",
  description:
    "Only while AUTH_DEV_LOGIN is on; otherwise 404. If a user with that e-mail exists, the token carries its userId and companyId.",
  access: "public",
  rateLimit: "auth",
  audit: false,
  body: z.object({ email, name: z.string().max(200).optional() }),
  response: z.object({ token: z.string() }),
  errors: [404],
});

export const getMe = contract({
  method: "GET",
  path: "/api/auth/me",
  tag: "Identity",
  summary: "The current user",
  description: "404 `{error}` for a signed-in identity with no user yet: the client then shows onboarding.",
  access: "identity",
  response: Me,
  errors: [404],
});

export const onboarding = contract({
  method: "POST",
  path: "/api/auth/onboarding",
  tag: "Identity",
  summary: "Create the company and the first user (or join an inviting company)",
  description:
    "201 with a fresh token carrying userId and companyId. When the e-mail has a pending invitation, the user joins that company with the invited role and companyName is optional. 409 when already onboarded. The owner of a new company is sent the `welcome` e-mail template (unless a Super Admin switched it off).",
  access: "identity",
  status: 201,
  audit: "auth.onboarding",
  body: z.object({
    companyName: z.string().trim().min(1).max(200).optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    timeZone: z
      .string()
      .refine((tz) => Intl.supportedValuesOf("timeZone").includes(tz) || tz === "UTC", "must be an IANA time zone")
      .optional(),
  }),
  response: z.object({ user: Me, company: CompanyDTO, token: z.string() }),
  errors: [409],
});

export type MeDTO = z.infer<typeof Me>;

export const PendingInvitationDTO = z.object({
  id: uuid,
  companyName: z.string(),
  role: z.string(),
  expiresAt: timestamp,
});

export type PendingInvitation = z.output<typeof PendingInvitationDTO>;

export const getMyPendingInvitation = contract({
  method: "GET",
  path: "/api/auth/invitation",
  tag: "Identity",
  summary: "The pending team invitation for the signed-in e-mail",
  description:
    "The invitation onboarding would accept (the newest unexpired, unaccepted one for this e-mail), or `invitation: null`. " +
    "Lets a client tell a new user which company they are joining before POST /api/auth/onboarding.",
  access: "identity",
  response: z.object({ invitation: PendingInvitationDTO.nullable() }),
});

const DAY_MS = 24 * 3600 * 1000;
export const PERSONAL_TOKEN_DEFAULT_DAYS = 90;
export const PERSONAL_TOKEN_MAX_DAYS = 365;

export const PersonalTokenDTO = z.object({
  id: uuid,
  name: z.string(),
  tokenHint: z.string().describe("The last 4 characters of the token, to tell tokens apart"),
  expiresAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  createdAt: timestamp,
  revokedAt: timestamp.nullable(),
});

export const createPersonalToken = contract({
  method: "POST",
  path: "/api/auth/tokens",
  tag: "Identity",
  summary: "Create a personal access token",
  description:
    `A bearer token for scripts and third-party tools, acting as the caller. The token is in this answer only: store it now. ` +
    `expiresAt defaults to ${PERSONAL_TOKEN_DEFAULT_DAYS} days from now and may be at most ${PERSONAL_TOKEN_MAX_DAYS} days ahead. ` +
    `A personal access token cannot create further tokens (403): sign in to do that.`,
  // Each member manages their own tokens, whatever their role.
  access: "user",
  status: 201,
  audit: "token.create",
  body: z.object({
    name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
    expiresAt: dateTimeInput
      .refine((d) => d.getTime() > Date.now(), "must be in the future")
      .refine(
        (d) => d.getTime() <= Date.now() + PERSONAL_TOKEN_MAX_DAYS * DAY_MS,
        `must be at most ${PERSONAL_TOKEN_MAX_DAYS} days from now`,
      )
      .optional(),
  }),
  response: z.object({ id: uuid, name: z.string(), token: z.string(), expiresAt: timestamp }),
  errors: [403],
});

export const listPersonalTokens = contract({
  method: "GET",
  path: "/api/auth/tokens",
  tag: "Identity",
  summary: "List the caller's personal access tokens",
  description:
    "Newest first, including revoked and expired ones. The token itself is never shown again; tokenHint helps tell them apart.",
  query: pageQuery,
  response: listOf(PersonalTokenDTO),
});

export const revokePersonalToken = contract({
  method: "DELETE",
  path: "/api/auth/tokens/:id",
  tag: "Identity",
  summary: "Revoke a personal access token",
  description:
    "The token stops working at once. Revoking an already revoked token is a no-op. Another user's token: 404.",
  access: "user",
  params: idParams,
  status: 204,
  audit: "token.revoke",
  errors: [404],
});
