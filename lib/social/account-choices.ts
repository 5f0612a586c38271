import { z } from "zod";
import { badRequest, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit";
import { toSocialPlatform } from "@/lib/content/platforms";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { AccountChoice } from "@/lib/integrations/social";
import { withAccount, type SocialAccountRow } from "./account-session";
import type { AccountEnvelope, AccountChoicesDTO } from "./contracts";
import { network } from "./networks";
import { callNetwork } from "./provider-errors";
import { subscribeAccountPush } from "./push-subscriptions-admin";
import { storeConnection } from "./store-connection";

async function connectedRow(ctx: TenantCtx, id: string): Promise<SocialAccountRow> {
  const row = await ctx.db.socialAccount.findFirst({ where: { id, status: { not: "disconnected" } } });
  if (!row) throw notFound("Social account");
  return row;
}

/** A choice that is a setting of the account itself (TikTok's privacy level): `selected` when in effect. */
type Choice = AccountChoice & { selected?: boolean };

async function label(row: SocialAccountRow): Promise<string> {
  return (await network(toSocialPlatform(row.platform)!)).label;
}

/**
 * GET /api/social/accounts/:id/choices: the other accounts the login behind this one may act as
 * (the Facebook pages it manages, the Instagram accounts linked to them), read from the network,
 * each saying whether the company has it connected; for TikTok, the account's post settings, each
 * saying whether it is in effect. Empty for networks with one account a login and no settings.
 */
export async function listAccountChoices(ctx: TenantCtx, id: string): Promise<z.input<typeof AccountChoicesDTO>> {
  const row = await connectedRow(ctx, id);
  const choices: Choice[] = await callNetwork(await label(row), () =>
    withAccount(ctx, row, (s) => s.provider.accountChoices?.(s.account) ?? Promise.resolve([])),
  );
  const connected = await ctx.db.socialAccount.findMany({
    where: { platform: row.platform, externalId: { in: choices.map((c) => c.id) }, status: { not: "disconnected" } },
    select: { externalId: true },
  });
  const ids = new Set(connected.map((c) => c.externalId));
  return {
    choices: choices.map(({ selected, ...c }) => ({ ...c, connected: selected ?? ids.has(c.id) })),
  };
}

/**
 * POST /api/social/accounts/:id/choices {choiceId}: connects another account of the same login
 * (another Facebook page) as an account of its own, like a connect (the plan's limit applies,
 * connecting one the company has again updates it). 201 {account}.
 */
export async function connectAccountChoice(ctx: TenantCtx, id: string, choiceId: string): Promise<Response> {
  const row = await connectedRow(ctx, id);
  const name = await label(row);
  const connection = await callNetwork(name, () =>
    withAccount(ctx, row, (s) => {
      if (!s.provider.chooseAccount)
        throw badRequest({ choiceId: `${name} has one account per login: nothing to choose` });
      return s.provider.chooseAccount(s.account, choiceId);
    }),
  );
  const account = await storeConnection(ctx, {
    platform: row.platform,
    connection,
    connectedById: actingUser(ctx).userId,
  });
  await subscribeAccountPush(ctx, account.id);
  await recordAudit(ctx.db, {
    actorId: actingUser(ctx).userId,
    action: "social_account.connect",
    result: account,
    requestId: ctx.requestId ?? "",
  });
  return Response.json({ account } satisfies z.input<typeof AccountEnvelope>, { status: 201 });
}
