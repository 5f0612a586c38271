import type { Metadata } from "next";
import { ReportsList } from "@/components/reports/reports-list";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  const user = (await currentShellUser())!;
  return <ReportsList canManage={user.permissions.includes("reports:manage")} />;
}
