import type { Metadata } from "next";
import { inboxLink } from "@/components/inbox/filters";
import { InboxView } from "@/components/inbox/inbox-view";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [user, link] = await Promise.all([currentShellUser(), searchParams.then(inboxLink)]);
  return (
    <InboxView
      userId={user.userId}
      companyName={user.companyName}
      canManage={user.permissions.includes("inbox:manage")}
      canReply={user.permissions.includes("inbox:reply")}
      initialFilter={link.filter}
      initialItemId={link.itemId}
    />
  );
}
