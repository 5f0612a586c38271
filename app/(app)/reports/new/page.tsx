import type { Metadata } from "next";
import { ReportBuilder } from "@/components/reports/report-builder";

export const metadata: Metadata = { title: "New report" };

export default function NewReportPage() {
  return <ReportBuilder />;
}
