import { badRequest } from "@/lib/api/errors";
import type { Prisma, TenantCtx } from "@/lib/db";
import type { ChatChannelDTO, ChatConnectionDTO, UpdateChatSettingsBody } from "./contracts";
import {
  connectionDTO,
  findChatConnection,
  storedChannels,
  storedNotifySettings,
  type ChatConnectionRow,
} from "./connections";
import { NOTIFICATION_KINDS } from "@/lib/notifications/contracts";
import { assertActive, callProvider, postToChannel, providerChannels } from "./providers";

/** The picked channels, checked against what the provider lists now (names come from there too). */
async function pickChannels(ctx: TenantCtx, row: ChatConnectionRow, picked: (string | { id: string })[]) {
  const ids = [...new Set(picked.map((c) => (typeof c === "string" ? c : c.id)))];
  const available = await callProvider(row, () => providerChannels(ctx, row));
  const unknown = ids.filter((id) => !available.some((c) => c.id === id));
  if (unknown.length) throw badRequest({ channels: `unknown channel ids: ${unknown.join(", ")}` });
  return ids.map((id) => available.find((c) => c.id === id)!);
}

export async function listChatChannels(ctx: TenantCtx, id: string): Promise<{ channels: ChatChannelDTO[] }> {
  const row = await findChatConnection(ctx, id);
  assertActive(row);
  return { channels: await callProvider(row, () => providerChannels(ctx, row)) };
}

/** PUT .../:id/settings: kinds left out keep their setting; every kind's channel must be one of the picked channels. */
export async function updateChatSettings(
  ctx: TenantCtx,
  id: string,
  body: UpdateChatSettingsBody,
): Promise<ChatConnectionDTO> {
  const row = await findChatConnection(ctx, id);
  const channels = body.channels ? await pickChannels(ctx, row, body.channels) : storedChannels(row);
  const notifySettings = { ...storedNotifySettings(row), ...body.notifySettings };
  const problems: Record<string, string> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const setting = notifySettings[kind];
    if (setting && !channels.some((c) => c.id === setting.channelId))
      problems[`notifySettings.${kind}.channelId`] = "must be one of the connection's channels";
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  const updated = await ctx.db.chatConnection.update({
    where: { id },
    data: {
      channels: channels as unknown as Prisma.InputJsonValue,
      notifySettings: notifySettings as Prisma.InputJsonValue,
    },
  });
  return connectionDTO(updated);
}

/** POST .../:id/test: to the channel named, else the first enabled kind's, else the first picked one. */
export async function sendTestMessage(ctx: TenantCtx, id: string, channelId?: string): Promise<{ success: true }> {
  const row = await findChatConnection(ctx, id);
  assertActive(row);
  const enabled = Object.values(storedNotifySettings(row)).find((s) => s?.enabled);
  const target = channelId ?? enabled?.channelId ?? storedChannels(row)[0]?.id;
  if (!target) throw badRequest({ channelId: "is required: this connection has no channel picked yet" });
  await callProvider(row, () =>
    postToChannel(ctx, row, target, {
      kind: "test",
      title: "Reach is connected",
      body: "Notifications you turn on in Settings → Team chat will arrive here.",
      link: "/settings/team-chat",
    }),
  );
  return { success: true };
}
