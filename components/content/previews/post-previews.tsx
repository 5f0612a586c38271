"use client";

import { useState } from "react";
import { useSocialAccounts } from "@/components/social/queries";
import { AlertIcon } from "@/components/ui/icons";
import { Tabs } from "@/components/ui/tabs";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import {
  isConnectable,
  NETWORK_LIMITS,
  type ConnectablePlatform,
  type NetworkMediaProblem,
} from "@/lib/integrations/social/platform-limits";
import type { SocialAccountDTO } from "@/lib/social/contracts/dtos";
import { PlatformMark } from "../platform-mark";
import { plainProblem } from "./media-checks";
import { NETWORK_LOOKS } from "./network-looks";
import { FAMILY_PREVIEWS } from "./preview-families";
import type { PreviewAccount, PreviewAsset } from "./preview-parts";
import { firstLink, previewText } from "./preview-text";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The account a post goes out from: the network's earliest connected one, as publishing picks it. */
function previewAccount(platform: ConnectablePlatform, accounts: readonly SocialAccountDTO[] = []): PreviewAccount {
  const account = accounts
    .filter((a) => a.platform === platform && a.status === "connected")
    .sort((a, b) => a.connectedAt.localeCompare(b.connectedAt))[0];
  const label = PLATFORM_LABELS[platform];
  if (!account) return { displayName: `Your ${label} account`, handle: null, avatarUrl: null };
  const username = account.username.replace(/^@/, "");
  const host = account.instanceUrl ? hostOf(account.instanceUrl) : null;
  // Pages, LinkedIn members and Pinterest profiles are shown by name alone.
  const byName = platform === "facebook" || platform === "linkedin" || platform === "pinterest";
  const handle = byName ? null : platform === "mastodon" && host ? `@${username}@${host}` : `@${username}`;
  return { displayName: account.displayName, handle, avatarUrl: account.avatarUrl };
}

/**
 * A preview per selected network, switched by tabs: the text as the network counts and folds it,
 * the images in its layout, the video's place, the connected account, a link card where one is
 * made; and on each tab what must change before that network takes the post.
 */
export function PostPreviews({
  text,
  platforms,
  assets,
  videoUrl,
  problems,
}: {
  text: string;
  platforms: readonly SocialPlatform[];
  assets: readonly PreviewAsset[];
  videoUrl: string | null;
  problems: readonly NetworkMediaProblem[];
}) {
  const accounts = useSocialAccounts();
  const networks = platforms.filter(isConnectable);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!networks.length) return <p className="text-xs text-zinc-500">Pick a network to see the post as it will look.</p>;
  const current = networks.find((p) => p === chosen) ?? networks[0]!;
  const link = firstLink(text);

  const items = networks.map((platform) => {
    const look = NETWORK_LOOKS[platform];
    const limits = NETWORK_LIMITS[platform];
    const shown = previewText(text, limits, look.fold);
    const own = problems.filter((p) => p.platform === platform).map(plainProblem);
    if (shown.over)
      own.unshift(
        `The text is longer than the ${limits.maxTextLength.toLocaleString("en-US")} characters taken: shorten the part in red.`,
      );
    const Preview = FAMILY_PREVIEWS[look.family];
    return {
      id: platform,
      label: (
        <span className="flex items-center gap-1.5">
          <PlatformMark platform={platform} size={16} />
          {PLATFORM_LABELS[platform]}
          {own.length ? (
            <>
              <AlertIcon size={14} className="text-red-600" />
              <span className="sr-only"> (needs changes)</span>
            </>
          ) : null}
        </span>
      ),
      content: (
        <div className="mx-auto flex w-full max-w-[420px] flex-col gap-3">
          {own.length ? (
            <ul
              aria-label={`What ${PLATFORM_LABELS[platform]} needs`}
              className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 px-3 py-2 text-xs text-red-800"
            >
              {own.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <Preview
            platform={platform}
            look={look}
            source={text}
            text={shown}
            account={previewAccount(platform, accounts.data)}
            assets={assets}
            link={link}
            videoUrl={limits.video ? videoUrl : null}
            videoRequired={Boolean(limits.requiresVideo)}
          />
        </div>
      ),
    };
  });
  return <Tabs items={items} value={current} onChange={setChosen} label="Preview per network" />;
}
