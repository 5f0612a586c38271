import type { ReactNode } from "react";
import { CenteredCardPage } from "@/components/shell/centered-card-page";

/** Signed-out pages: one centered card on a quiet backdrop. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <CenteredCardPage logoHref="/signin" footer="Plan, create and publish campaigns with your whole team.">
      {children}
    </CenteredCardPage>
  );
}
