import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ReportBuilder } from "@/components/reports/report-builder";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New report" };

export default async function NewReportPage() {
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("reports:manage")) redirect("/reports");
  return <ReportBuilder />;
}
