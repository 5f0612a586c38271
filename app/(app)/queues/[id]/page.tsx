import type { Metadata } from "next";
import { QueueDetail } from "@/components/queues/queue-detail";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Queue" };

export default async function QueuePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentShellUser()]);
  return <QueueDetail id={id} canEdit={user.permissions.includes("content:publish")} />;
}
