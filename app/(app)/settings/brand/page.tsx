import type { Metadata } from "next";
import { BrandPanel } from "@/components/settings/brand/brand-panel";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Brand" };

export default async function BrandPage() {
  const user = await currentShellUser();
  return <BrandPanel canEdit={user.permissions.includes("settings:manage")} />;
}
