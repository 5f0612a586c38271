import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { EntitlementsMatrix } from "@/components/admin/entitlements-matrix";

export const metadata: Metadata = { title: "Entitlements" };

export default function AdminEntitlementsMatrixPage() {
  return (
    <>
      <PageHeader eyebrow="Plans" title="Entitlements" description="What each package includes, feature by feature." />
      <EntitlementsMatrix />
    </>
  );
}
