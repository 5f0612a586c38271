import type { Metadata } from "next";
import { ConnectedAccounts } from "@/components/social/connected-accounts";
import { currentShellUser } from "@/lib/auth/session";
import { networkAvailability } from "@/lib/social/network-availability";

export const metadata: Metadata = { title: "Connected accounts" };

export default async function ConnectedAccountsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, networks, query] = await Promise.all([currentShellUser(), networkAvailability(), searchParams]);
  const text = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 500) : undefined);
  return (
    <ConnectedAccounts
      networks={networks}
      canManage={user.permissions.includes("integrations:manage")}
      canPublish={user.permissions.includes("content:publish")}
      outcome={{ connected: text(query.connected), error: text(query.error) }}
    />
  );
}
