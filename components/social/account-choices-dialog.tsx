"use client";

import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { Account } from "./account-row";
import { useAccountChoices, useConnectChoice } from "./queries";
import { TikTokSettings } from "./tiktok-settings";

const WHAT: Record<string, { title: string; none: string }> = {
  facebook: { title: "Facebook pages", none: "This login manages no other page Reach may post to." },
  instagram: { title: "Instagram accounts", none: "No other Instagram account is linked to this login's pages." },
  pinterest: { title: "Pinterest boards", none: "This Pinterest account has no other board." },
  tiktok: { title: "TikTok post settings", none: "TikTok offered no settings for this account." },
};

/** The other pages (or Instagram accounts) the login behind an account manages, each connectable as its own account. */
export function AccountChoicesDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const toast = useToast();
  const choices = useAccountChoices(account?.id ?? null);
  const connect = useConnectChoice();
  const what = WHAT[account?.platform ?? ""] ?? WHAT.facebook;

  function choose(choiceId: string, name: string) {
    if (!account) return;
    connect.mutate(
      { accountId: account.id, choiceId },
      {
        onSuccess: () => toast.success(`${name} connected`, "You can publish to it now."),
        onError: (err) => toast.error("Couldn't connect it", errorMessage(err)),
      },
    );
  }

  const list = choices.data?.choices ?? [];
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={what.title}
      description={
        account?.platform === "tiktok"
          ? `How Reach posts to @${account.username}.`
          : `What the login behind ${account?.displayName ?? ""} may post as. Each one you connect is an account of its own.`
      }
    >
      {choices.isPending ? (
        <SkeletonRows label="Loading the login's pages" />
      ) : choices.isError ? (
        <ErrorState error={choices.error} onRetry={() => choices.refetch()} title="Couldn't read the pages" />
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-500">{what.none}</p>
      ) : account?.platform === "tiktok" ? (
        <TikTokSettings accountId={account.id} choices={list} />
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid="account-choices">
          {list.map((choice) => (
            <li key={choice.id} className="flex items-center gap-3 py-2.5">
              <Avatar name={choice.name} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-zinc-900">{choice.name}</p>
                {choice.username ? <p className="truncate text-[13px] text-zinc-500">@{choice.username}</p> : null}
              </div>
              {choice.connected ? (
                <Badge tone="success">Connected</Badge>
              ) : (
                <Button
                  size="sm"
                  onClick={() => choose(choice.id, choice.name)}
                  loading={connect.isPending && connect.variables?.choiceId === choice.id}
                >
                  Connect
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
