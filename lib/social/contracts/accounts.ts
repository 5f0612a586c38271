import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { redirectTarget } from "@/lib/api/redirect-target";
import { uuid } from "@/lib/api/schemas";
import { SocialAccountDTO } from "./dtos";
import { NOT_CONFIGURED_NOTE, platformParams, TAG } from "./shared";

export const StartConnectBody = z.object({
  redirectUri: redirectTarget
    .optional()
    .describe(
      "Where the callback sends the browser once connected (default: the connected accounts page): a path of this app or a URL on its own origin",
    ),
  instanceUrl: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(2048, "must be at most 2048 characters")
    .optional()
    .describe("Mastodon: the instance, e.g. mastodon.social"),
  identifier: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(253, "must be at most 253 characters")
    .optional()
    .describe("Bluesky: handle or e-mail"),
  appPassword: z
    .string()
    .min(1, "must not be empty")
    .max(200, "must be at most 200 characters")
    .optional()
    .describe("Bluesky: an app password (never the account password)"),
});
export type StartConnectBody = z.output<typeof StartConnectBody>;

export const AuthorizationDTO = z.object({ authUrl: z.string(), state: z.string() });
export const AccountEnvelope = z.object({ account: SocialAccountDTO });

export const startSocialConnect = contract({
  method: "POST",
  path: "/api/social/:platform/auth/url",
  tag: TAG,
  summary: "Start connecting a network: its OAuth URL, or (Bluesky) connect with an app password",
  description: [
    "OAuth networks (twitter, linkedin, mastodon): 200 {authUrl, state}; send the browser to authUrl. The network returns it to GET /api/social/:platform/callback. The state is single use, bound to the caller's company and user, and expires after 10 minutes. Mastodon needs instanceUrl (any public instance; private addresses are refused with 400).",
    "Bluesky: send identifier and appPassword; the account is connected at once: 201 {account}. Refused credentials: 400 {error, message}.",
    "Connecting an account the company already has updates it (and clears a needs_reconnect). Over the plan's social account limit: 403.",
    NOT_CONFIGURED_NOTE,
  ].join(" "),
  permission: "integrations:manage",
  audit: "social_account.connect_start",
  params: platformParams,
  body: StartConnectBody,
  response: z.union([AuthorizationDTO, AccountEnvelope]),
  errors: [403, 503],
});

export const socialConnectCallback = contract({
  method: "GET",
  path: "/api/social/:platform/callback",
  tag: TAG,
  summary: "Where a network returns the browser after consent",
  description:
    "Checks state (single use, 10 minutes, the same company and user that started), exchanges the code, reads the profile and stores the account with its tokens encrypted. Then 302 to the redirectUri given when starting (or the connected accounts page) with `connected=<platform>`, or `error=<message>` when the network refused; with `Accept: application/json`, 200 {account}. A bad, expired or reused state: 400.",
  // It stores the connection: the same permission as starting one, which may have been withdrawn meanwhile.
  permission: "integrations:manage",
  params: platformParams,
  query: z.object({
    state: z.string().min(1, "is required").max(200, "must be at most 200 characters"),
    code: z.string().min(1, "must not be empty").max(2048, "must be at most 2048 characters").optional(),
    error: z.string().max(200).optional().describe("Sent by the network when the person refused"),
    error_description: z.string().max(1000).optional(),
  }),
  response: AccountEnvelope,
  errors: [400, 502, 503],
});

export const listSocialAccounts = contract({
  method: "GET",
  path: "/api/social/accounts",
  tag: TAG,
  summary: "The company's social accounts (an array; connected, needs_reconnect or disconnected)",
  description: "Earliest connected first. No token or secret ever appears in an answer.",
  response: z.array(SocialAccountDTO),
});

export const disconnectSocialAccounts = contract({
  method: "DELETE",
  path: "/api/social/:platform/disconnect",
  tag: TAG,
  summary: "Disconnect one account of a network (accountId), or all of them",
  description:
    "The stored tokens and credentials are deleted; the account stays listed as disconnected and its posts' history stays. accountId naming no account of this network in the company: 404.",
  permission: "integrations:manage",
  audit: "social_account.disconnect",
  params: platformParams,
  query: z.object({ accountId: uuid.optional() }),
  response: z.object({ success: z.boolean(), disconnected: z.number().int() }),
  errors: [404],
});

export const AccountChoicesDTO = z.object({
  choices: z.array(
    z.object({
      id: z
        .string()
        .describe("The network's id of the page or account; TikTok: a setting, e.g. privacy:SELF_ONLY or comment:on"),
      name: z.string(),
      username: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      connected: z
        .boolean()
        .describe("The company has this one connected already; TikTok: this setting is the one in effect"),
    }),
  ),
});

const accountParams = z.object({ id: uuid });

export const listSocialAccountChoices = contract({
  method: "GET",
  path: "/api/social/accounts/:id/choices",
  tag: TAG,
  summary: "The other pages or accounts the login behind an account may act as",
  description:
    "Facebook: the pages the login manages where it may create content; Instagram: the professional accounts linked to them; Pinterest: the login's boards. TikTok: the account's post settings from its creator info (privacy:<level> for each privacy level the creator may use now, comment:on|off, duet:on|off, stitch:on|off, 'on' only where the creator allows it); TikTok posts nothing until a privacy level is chosen, and its API lets apps read no comments, so TikTok feeds no inbox. Read from the network; empty for networks with one account a login. Another company's account, or a disconnected one: 404.",
  permission: "integrations:manage",
  params: accountParams,
  response: AccountChoicesDTO,
  errors: [400, 404, 502],
});

export const connectSocialAccountChoice = contract({
  method: "POST",
  path: "/api/social/accounts/:id/choices",
  tag: TAG,
  summary: "Connect another page or account of the same login as an account of its own",
  description:
    "choiceId is one of GET /api/social/accounts/:id/choices. 201 {account}; connecting one the company has again updates it. TikTok: saves the setting on this same account (used by every later post). A network with one account a login, an id the login does not reach, or a TikTok setting the creator may not use now: 400. Over the plan's social account limit: 403.",
  permission: "integrations:manage",
  // Recorded by the service: the network call must not run inside the request's transaction.
  audit: false,
  params: accountParams,
  body: z.object({ choiceId: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters") }),
  response: AccountEnvelope,
  errors: [400, 403, 404, 502],
});
