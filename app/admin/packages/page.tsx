import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { PackagesEditor } from "@/components/admin/packages-editor";

export const metadata: Metadata = { title: "Packages" };

export default function AdminPackagesEditorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Plans"
        title="Packages"
        description="Subscription tiers: prices, sales and what the pricing page shows."
      />
      <PackagesEditor />
    </>
  );
}
