import type { Metadata } from "next";
import { ConnectedAccounts } from "@/components/social/connected-accounts";
import { currentShellUser } from "@/lib/auth/session";
import { networkAvailability } from "@/lib/social/network-availability";

export const metadata: Metadata = { title: "Connected accounts" };

export default async function ConnectedAccountsPage() {
  const [user, networks] = await Promise.all([currentShellUser(), networkAvailability()]);
  return (
    <ConnectedAccounts
      networks={networks}
      canManage={user.permissions.includes("integrations:manage")}
      canPublish={user.permissions.includes("content:publish")}
    />
  );
}
