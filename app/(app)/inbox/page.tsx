import type { Metadata } from "next";
import { InboxView } from "@/components/inbox/inbox-view";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage() {
  const user = await currentShellUser();
  return (
    <InboxView
      userId={user.userId}
      companyName={user.companyName}
      canManage={user.permissions.includes("inbox:manage")}
      canReply={user.permissions.includes("inbox:reply")}
    />
  );
}
