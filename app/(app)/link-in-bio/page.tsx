import type { Metadata } from "next";
import { LinkInBioPages } from "@/components/link-in-bio/pages-list";

export const metadata: Metadata = { title: "Link in bio" };

export default function LinkInBioPage() {
  return <LinkInBioPages />;
}
