import type { Metadata } from "next";
import { TokensPanel } from "@/components/settings/tokens/tokens-panel";

export const metadata: Metadata = { title: "API tokens" };

export default function TokensPage() {
  return <TokensPanel />;
}
