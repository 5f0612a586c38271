import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EditReport } from "@/components/reports/edit-report";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit report" };

export default async function EditReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = (await currentShellUser())!;
  if (!user.permissions.includes("reports:manage")) redirect("/reports");
  return <EditReport id={id} />;
}
