import type { Metadata } from "next";
import { EditReport } from "@/components/reports/edit-report";

export const metadata: Metadata = { title: "Edit report" };

export default async function EditReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditReport id={id} />;
}
