import type { Metadata } from "next";
import { QueueList } from "@/components/queues/queue-list";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Queues" };

export default async function QueuesPage() {
  const user = await currentShellUser();
  return <QueueList canEdit={user.permissions.includes("content:publish")} />;
}
