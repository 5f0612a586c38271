"use client";

import Link from "next/link";
import { useSocialAccounts } from "@/components/social/queries";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";
import { CONNECTABLE_PLATFORMS } from "@/lib/integrations/social/platform-limits";
import { PlatformPicker } from "./platform-picker";

type Props = Omit<Parameters<typeof PlatformPicker>[0], "options" | "hint">;

/**
 * The composer's networks: those the company can publish to (a connected account), and a link to
 * connect the others we support. A network the post already names stays on offer, so it can be
 * deselected.
 */
export function PublishablePlatformPicker(props: Props) {
  const accounts = useSocialAccounts();
  const connected = new Set<string>(accounts.data?.filter((a) => a.status === "connected").map((a) => a.platform));
  const options = SOCIAL_PLATFORMS.filter((p) => connected.has(p) || props.value.includes(p));
  const toConnect: SocialPlatform[] = CONNECTABLE_PLATFORMS.filter((p) => !connected.has(p));
  const names = toConnect.map((p) => PLATFORM_LABELS[p]).join(", ");
  const connect = (
    <Link href="/settings/accounts" className="font-medium text-brand-700 underline underline-offset-2">
      {connected.size ? "connect an account" : "Connect an account"}
    </Link>
  );
  const hint = accounts.isPending ? (
    "Loading your connected accounts…"
  ) : !toConnect.length ? null : connected.size ? (
    <>
      To publish on {names} too, {connect}.
    </>
  ) : (
    <>
      No connected accounts yet: nothing can be published. {connect} ({names}).
    </>
  );
  return <PlatformPicker {...props} options={options} hint={hint} />;
}
