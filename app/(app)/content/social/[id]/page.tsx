import type { Metadata } from "next";
import { SocialPostEditor } from "@/components/content/social-post-composer";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit post" };

export default async function SocialPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  return <SocialPostEditor id={id} canPublish={user.permissions.includes("content:publish")} />;
}
