"use client";

import { useEffect, useState } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { NetworkAvailability } from "@/lib/social/network-availability";
import { AccountChoicesDialog } from "./account-choices-dialog";
import { AccountRow, type Account } from "./account-row";
import { BlueskyConnectDialog, MastodonConnectDialog } from "./connect-dialogs";
import { PublishNowCard } from "./publish-now-card";
import { useDisconnect, useSocialAccounts, useStartConnect } from "./queries";

const HOW: Record<string, string> = {
  twitter: "Sign in on X and allow Reach to post for you.",
  bluesky: "Use an app password; your account password never reaches Reach.",
  mastodon: "Any Mastodon server: name yours, then sign in there.",
  linkedin: "Sign in on LinkedIn and allow Reach to post as you.",
  facebook: "Sign in with Facebook and choose the pages Reach may post to.",
  instagram: "A professional account linked to a Facebook page: sign in with Facebook.",
  threads: "Sign in on Threads and allow Reach to post for you.",
  pinterest: "Sign in on Pinterest; each board Reach pins to is connected as an account.",
  tiktok: "Sign in on TikTok, then choose who can view the posts Reach makes there.",
  youtube: "Sign in with Google and allow Reach to upload videos and answer comments on your channel.",
};

/** Networks where one login manages several accounts to choose from, or (TikTok) an account has post settings. */
const CHOOSABLE = new Set(["facebook", "instagram", "pinterest", "tiktok"]);

/** Networks whose settings are chosen right after connecting (TikTok: who can view). */
const CHOOSES_AT_CONNECT = new Set(["tiktok"]);

interface Props {
  networks: NetworkAvailability[];
  canManage: boolean;
  canPublish: boolean;
}

export function ConnectedAccounts({ networks, canManage, canPublish }: Props) {
  const toast = useToast();
  const accounts = useSocialAccounts();
  const connect = useStartConnect();
  const disconnect = useDisconnect();
  const [dialog, setDialog] = useState<{ platform: "bluesky" | "mastodon"; preset?: string } | null>(null);
  const [leaving, setLeaving] = useState<Account | null>(null);
  const [choosing, setChoosing] = useState<Account | null>(null);
  // TikTok asks for a privacy choice at connect: its settings open once the new account is listed.
  const [settingsAfterConnect, setSettingsAfterConnect] = useState<string | null>(null);

  // The callback's redirect says what happened once: the address is read and cleared in one go, so
  // a re-render, a remount or React running the effect twice finds nothing left to announce.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const connected = query.get("connected");
    const error = query.get("error")?.slice(0, 500);
    if (!connected && !error) return;
    window.history.replaceState(null, "", window.location.pathname);
    const label = networks.find((n) => n.platform === connected)?.label;
    if (label) toast.success(`${label} connected`, "You can publish to it now.");
    if (connected && CHOOSES_AT_CONNECT.has(connected)) setSettingsAfterConnect(connected);
    if (error) toast.error("The account was not connected", error);
  }, [networks, toast]);

  useEffect(() => {
    if (!settingsAfterConnect || !accounts.data) return;
    const newest = (accounts.data as Account[])
      .filter((a) => a.platform === settingsAfterConnect && a.status === "connected")
      .sort((a, b) => new Date(b.connectedAt).getTime() - new Date(a.connectedAt).getTime())[0];
    setSettingsAfterConnect(null);
    if (newest) setChoosing(newest);
  }, [settingsAfterConnect, accounts.data]);

  function start(platform: NetworkAvailability["platform"], account?: Account) {
    if (platform === "bluesky") setDialog({ platform, preset: account?.username });
    else if (platform === "mastodon") setDialog({ platform, preset: account?.instanceUrl ?? undefined });
    else
      connect.mutate({ platform }, { onError: (err) => toast.error("Couldn't start connecting", errorMessage(err)) });
  }

  function confirmDisconnect() {
    if (!leaving) return;
    disconnect.mutate(leaving, {
      onSuccess: () => {
        toast.success("Disconnected", `@${leaving.username} is no longer connected; its posts' history stays.`);
        setLeaving(null);
      },
      onError: (err) => toast.error("Couldn't disconnect", errorMessage(err)),
    });
  }

  const list = (accounts.data ?? []) as Account[];
  return (
    <div className="flex flex-col gap-6">
      {canManage ? null : <ReadOnlyNotice permission="integrations:manage" />}
      <Card>
        <CardHeader
          title="Connected accounts"
          description="The social networks Reach publishes to and reads from for your company."
        />
        {accounts.isPending ? (
          <SkeletonRows label="Loading connected accounts" />
        ) : accounts.isError ? (
          <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} title="Couldn't load your accounts" />
        ) : (
          <ul className="divide-y divide-zinc-100">
            {networks.map((network) => {
              const mine = list.filter((a) => a.platform === network.platform);
              const active = mine.some((a) => a.status !== "disconnected");
              return (
                <li key={network.platform} className="px-5 py-4" data-testid={`network-${network.platform}`}>
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                    <div className="flex min-w-0 flex-1 items-center gap-3">
                      <PlatformMark platform={network.platform} size={32} />
                      <div className="min-w-0">
                        <p className="font-medium text-zinc-900">{network.label}</p>
                        <p className="text-[13px] text-zinc-500">{network.unavailable ?? HOW[network.platform]}</p>
                      </div>
                    </div>
                    {network.unavailable ? (
                      <Badge>Not configured</Badge>
                    ) : canManage ? (
                      <Button
                        variant={active ? "secondary" : "primary"}
                        size="sm"
                        onClick={() => start(network.platform)}
                        loading={connect.isPending && connect.variables?.platform === network.platform}
                      >
                        {active ? "Connect another" : `Connect ${network.label}`}
                      </Button>
                    ) : null}
                  </div>
                  {mine.length ? (
                    <ul className="mt-2 divide-y divide-zinc-100 pl-0 sm:pl-11">
                      {mine.map((account) => (
                        <AccountRow
                          key={account.id}
                          account={account}
                          canManage={canManage}
                          onReconnect={() => start(network.platform, account)}
                          onDisconnect={() => setLeaving(account)}
                          onChoose={CHOOSABLE.has(account.platform) ? () => setChoosing(account) : undefined}
                        />
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {canPublish ? <PublishNowCard accounts={list.filter((a) => a.status === "connected")} /> : null}

      <BlueskyConnectDialog
        key={`bluesky-${dialog?.preset ?? ""}`}
        open={dialog?.platform === "bluesky"}
        onClose={() => setDialog(null)}
        defaultIdentifier={dialog?.preset}
      />
      <MastodonConnectDialog
        key={`mastodon-${dialog?.preset ?? ""}`}
        open={dialog?.platform === "mastodon"}
        onClose={() => setDialog(null)}
        defaultInstance={dialog?.preset}
      />
      <AccountChoicesDialog account={choosing} onClose={() => setChoosing(null)} />
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={confirmDisconnect}
        loading={disconnect.isPending}
        title={`Disconnect @${leaving?.username ?? ""}?`}
        description="Reach deletes its access to this account and stops publishing to it. Posts already published stay on the network and in your history; you can connect it again at any time."
        confirmLabel="Disconnect"
      />
    </div>
  );
}
