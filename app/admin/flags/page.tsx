import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { FlagChecker } from "@/components/admin/flag-checker";
import { FlagsTable } from "@/components/admin/flags-table";

export const metadata: Metadata = { title: "Feature flags" };

export default function AdminFlagsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Targeting"
        title="Feature flags"
        description="Turn features on for everyone, for overrides, or for the segments attached to them."
      />
      {/* One column that never grows past the screen: the table scrolls inside its own box. */}
      <div className="grid grid-cols-1 gap-6">
        <FlagsTable />
        <FlagChecker />
      </div>
    </>
  );
}
