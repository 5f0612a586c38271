"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/contracts";
import { CHAT_TYPE_LABELS, type ChatConnectionDTO, type NotifySettings } from "@/lib/teamchat/contracts";
import { useChatChannels, useSaveChatSettings, useSendTestMessage } from "./queries";

export const KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  approvalNeeded: { label: "Approval needed", hint: "Content waits for a reviewer (with Approve buttons in Slack)" },
  approvalDecided: { label: "Approval decided", hint: "A reviewer approved, rejected or asked for changes" },
  postFailed: { label: "Post failed", hint: "A post could not be published" },
  reportReady: { label: "Report ready", hint: "A report's file is ready to download" },
  newComment: { label: "New inbox item", hint: "A comment or message that needs an answer" },
};

/** The channel each kind goes to ("" for not sent), from the stored settings. */
function initialChoice(settings: NotifySettings): Record<NotificationKind, string> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, settings[kind]?.enabled ? settings[kind].channelId : ""]),
  ) as Record<NotificationKind, string>;
}

/**
 * A kind turned off keeps its last channel (disabled), so the picked channels are the chosen ones
 * plus those: the API holds every kind's channel to the connection's channels.
 */
function settingsBody(choice: Record<NotificationKind, string>, previous: NotifySettings) {
  const notifySettings: NotifySettings = {};
  for (const kind of NOTIFICATION_KINDS) {
    if (choice[kind]) notifySettings[kind] = { channelId: choice[kind], enabled: true };
    else if (previous[kind]) notifySettings[kind] = { channelId: previous[kind].channelId, enabled: false };
  }
  const channels = [...new Set(Object.values(notifySettings).map((s) => s!.channelId))];
  return { channels, notifySettings };
}

export function ConnectionCard({
  connection,
  canManage,
  onDisconnect,
  onReconnect,
}: {
  connection: ChatConnectionDTO;
  canManage: boolean;
  onDisconnect: () => void;
  onReconnect: () => void;
}) {
  const toast = useToast();
  const channels = useChatChannels(connection.id, connection.isActive);
  const save = useSaveChatSettings(connection.id);
  const test = useSendTestMessage(connection.id);
  const [choice, setChoice] = useState(() => initialChoice(connection.notifySettings));
  const label = CHAT_TYPE_LABELS[connection.channelType];

  function submit() {
    save.mutate(settingsBody(choice, connection.notifySettings), {
      onSuccess: () => toast.success("Saved", `${label} gets the notifications you chose.`),
      onError: (err) => toast.error("Couldn't save", errorMessage(err)),
    });
  }

  // The test goes to a channel picked on the card, saved or not; with none picked the server has nowhere to send it.
  function sendTest() {
    test.mutate(Object.values(choice).find(Boolean) || undefined, {
      onSuccess: () => toast.success("Test message sent", `Look for it in ${connection.workspaceName}.`),
      onError: (err) =>
        toast.error(
          "The test message was not sent",
          fieldErrors(err).channelId
            ? "Choose a channel for a notification first: the test message goes there."
            : errorMessage(err),
        ),
    });
  }

  const options = channels.data?.channels ?? connection.channels;
  return (
    <Card data-testid={`chat-connection-${connection.channelType}`}>
      <CardHeader
        title={`${label}: ${connection.workspaceName}`}
        description={connection.statusReason ?? "Choose the channel each kind of notification goes to."}
        actions={
          connection.isActive ? (
            <Badge tone="success">Connected</Badge>
          ) : (
            <Badge tone="danger">Needs reconnecting</Badge>
          )
        }
      />
      <div className="flex flex-col gap-4 px-5 py-4">
        {!connection.isActive ? null : channels.isPending ? (
          <SkeletonRows label="Loading channels" />
        ) : channels.isError ? (
          <ErrorState error={channels.error} onRetry={() => channels.refetch()} title="Couldn't load the channels" />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {NOTIFICATION_KINDS.map((kind) => (
              <Field key={kind} label={KIND_LABELS[kind].label} hint={KIND_LABELS[kind].hint}>
                <Select
                  value={choice[kind]}
                  disabled={!canManage}
                  onChange={(e) => setChoice({ ...choice, [kind]: e.target.value })}
                >
                  <option value="">Not sent</option>
                  {options.map((c) => (
                    <option key={c.id} value={c.id}>
                      {connection.channelType === "slack" ? `#${c.name}` : c.name}
                      {c.isPrivate ? " (private)" : ""}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </div>
        )}
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {connection.isActive ? (
              <>
                <Button size="sm" onClick={submit} loading={save.isPending}>
                  Save channels
                </Button>
                <Button size="sm" variant="secondary" onClick={sendTest} loading={test.isPending}>
                  Send test message
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={onReconnect}>
                Reconnect {label}
              </Button>
            )}
            <Button size="sm" variant="ghost-danger" onClick={onDisconnect}>
              Disconnect
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
