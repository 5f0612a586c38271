"use client";

import { useEffect, useState } from "react";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { ChatAvailability } from "@/lib/teamchat/chat-availability";
import { CHAT_TYPE_LABELS, type ChatConnectionDTO, type ChatType } from "@/lib/teamchat/contracts";
import { ConnectionCard } from "./connection-card";
import { DiscordConnectDialog } from "./discord-connect-dialog";
import { useChatConnections, useConnectChat, useDisconnectChat } from "./queries";

const HOW: Record<ChatType, string> = {
  slack: "Add Reach to your workspace; approvals get Approve and Request changes buttons.",
  teams: "Sign in with Microsoft and post to the channels of your teams.",
  discord: "Paste a channel's incoming webhook URL.",
};

export function TeamChatSettings({ kinds, canManage }: { kinds: ChatAvailability[]; canManage: boolean }) {
  const toast = useToast();
  const connections = useChatConnections();
  const connect = useConnectChat();
  const disconnect = useDisconnectChat();
  const [discordOpen, setDiscordOpen] = useState(false);
  const [leaving, setLeaving] = useState<ChatConnectionDTO | null>(null);

  // The callback's redirect says what happened once: read and cleared in one go.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const connected = query.get("connected") as ChatType | null;
    const error = query.get("error")?.slice(0, 500);
    if (!connected && !error) return;
    window.history.replaceState(null, "", window.location.pathname);
    if (connected && connected in CHAT_TYPE_LABELS)
      toast.success(`${CHAT_TYPE_LABELS[connected]} connected`, "Choose the channel each notification goes to.");
    if (error) toast.error("Team chat was not connected", error);
  }, [toast]);

  function start(type: ChatType) {
    if (type === "discord") setDiscordOpen(true);
    else connect.mutate({ type }, { onError: (err) => toast.error("Couldn't start connecting", errorMessage(err)) });
  }

  function confirmDisconnect() {
    if (!leaving) return;
    disconnect.mutate(leaving.id, {
      onSuccess: () => {
        toast.success("Disconnected", `Reach no longer sends notifications to ${leaving.workspaceName}.`);
        setLeaving(null);
      },
      onError: (err) => toast.error("Couldn't disconnect", errorMessage(err)),
    });
  }

  const list = connections.data?.connections ?? [];
  return (
    <div className="flex flex-col gap-6">
      {canManage ? null : <ReadOnlyNotice permission="integrations:manage" />}
      <Card>
        <CardHeader
          title="Team chat"
          description="Send approvals, failed posts, reports and new inbox items to your team's chat."
        />
        <ul className="divide-y divide-zinc-100">
          {kinds.map((kind) => (
            <li key={kind.type} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-zinc-900">{kind.label}</p>
                <p className="text-[13px] text-zinc-500">{kind.unavailable ?? HOW[kind.type]}</p>
              </div>
              {kind.unavailable ? (
                <Badge>Not configured</Badge>
              ) : canManage ? (
                <Button
                  size="sm"
                  variant={list.some((c) => c.channelType === kind.type) ? "secondary" : "primary"}
                  onClick={() => start(kind.type)}
                  loading={connect.isPending && connect.variables?.type === kind.type}
                >
                  Connect {kind.label}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>

      {connections.isPending ? (
        <Card>
          <SkeletonRows label="Loading team chat connections" />
        </Card>
      ) : connections.isError ? (
        <ErrorState
          error={connections.error}
          onRetry={() => connections.refetch()}
          title="Couldn't load your team chat connections"
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-500">No team chat is connected yet.</p>
      ) : (
        list.map((connection) => (
          // Keyed by id alone: a key that changed with the saved settings remounted the card while
          // saving, and TanStack Query drops the callbacks of a mutate() whose component unmounted
          // (the "Saved" toast never came).
          <ConnectionCard
            key={connection.id}
            connection={connection}
            canManage={canManage}
            onDisconnect={() => setLeaving(connection)}
            onReconnect={() => start(connection.channelType)}
          />
        ))
      )}

      <DiscordConnectDialog open={discordOpen} onClose={() => setDiscordOpen(false)} />
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={confirmDisconnect}
        loading={disconnect.isPending}
        title={`Disconnect ${leaving?.workspaceName ?? ""}?`}
        description="Reach deletes its access and stops sending notifications there. You can connect it again at any time."
        confirmLabel="Disconnect"
      />
    </div>
  );
}
