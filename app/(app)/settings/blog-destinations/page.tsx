import type { Metadata } from "next";
import { BlogDestinationsSettings } from "@/components/blog-destinations/blog-destinations-settings";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Blog destinations" };

export default async function BlogDestinationsPage() {
  const user = await currentShellUser();
  return <BlogDestinationsSettings canManage={user.permissions.includes("settings:manage")} />;
}
