"use client";

import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { formatDate, relativeTime } from "@/components/settings/format";
import type { z } from "zod";
import type { SocialAccountDTO } from "@/lib/social/contracts";

export type Account = z.output<typeof SocialAccountDTO>;

const STATUS: Record<Account["status"], { label: string; tone: "success" | "warning" | "neutral" }> = {
  connected: { label: "Connected", tone: "success" },
  needs_reconnect: { label: "Needs reconnecting", tone: "warning" },
  disconnected: { label: "Disconnected", tone: "neutral" },
};

/** What the button listing the login's other accounts calls them, where not pages. */
const OTHER_CHOICES: Record<string, string> = {
  instagram: "Other accounts",
  pinterest: "Other boards",
  tiktok: "Post settings",
};

/** One connected account: who it is, its state in words, and what can be done about it. */
export function AccountRow({
  account,
  canManage,
  onReconnect,
  onDisconnect,
  onChoose,
}: {
  account: Account;
  canManage: boolean;
  onReconnect: () => void;
  onDisconnect: () => void;
  /** Networks where one login manages several accounts (Facebook pages): show the others. */
  onChoose?: () => void;
}) {
  const status = STATUS[account.status];
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start" data-testid={`account-${account.platform}`}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={account.displayName} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium text-zinc-900">{account.displayName}</span>
            <Badge tone={status.tone}>{status.label}</Badge>
          </p>
          <p className="truncate text-[13px] text-zinc-500">
            {account.profileUrl ? (
              <a
                href={account.profileUrl}
                target="_blank"
                rel="noreferrer"
                className="hover:text-zinc-800 hover:underline"
              >
                @{account.username}
              </a>
            ) : (
              `@${account.username}`
            )}
          </p>
          <p className="mt-0.5 text-xs text-zinc-500">
            Connected {formatDate(account.connectedAt)} ·{" "}
            {account.lastSyncedAt ? `last sync ${relativeTime(account.lastSyncedAt)}` : "not synced yet"}
          </p>
          {account.statusReason ? (
            <p
              className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-900"
              data-testid="status-reason"
            >
              <AlertIcon className="mt-0.5 shrink-0" />
              <span>{account.statusReason}</span>
            </p>
          ) : null}
        </div>
      </div>
      {canManage ? (
        <div className="flex shrink-0 gap-2 sm:pt-0.5">
          {account.status !== "connected" ? (
            <Button size="sm" onClick={onReconnect}>
              Reconnect
            </Button>
          ) : null}
          {onChoose && account.status === "connected" ? (
            <Button size="sm" variant="secondary" onClick={onChoose}>
              {OTHER_CHOICES[account.platform] ?? "Other pages"}
            </Button>
          ) : null}
          {account.status !== "disconnected" ? (
            <Button
              size="sm"
              variant="ghost-danger"
              onClick={onDisconnect}
              aria-label={`Disconnect @${account.username}`}
            >
              Disconnect
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
