import type { ReactNode } from "react";
import { aiUnavailableReason } from "@/components/ai/ai-readiness";
import { AiStatusProvider } from "@/components/ai/ai-status";
import { AppShell } from "@/components/shell/app-shell";
import { displayName } from "@/components/shell/display-name";
import { NoticesBanner } from "@/components/social/notices-banner";
import { currentShellUser } from "@/lib/auth/session";

/** Every signed-in page: signed-out visitors go to /signin, identities without a user to onboarding. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await currentShellUser();
  return (
    <AppShell
      user={{
        name: displayName(user),
        email: user.email,
        companyName: user.companyName,
        role: user.roleName,
        isSuperAdmin: user.isSuperAdmin,
      }}
    >
      <NoticesBanner />
      <AiStatusProvider unavailable={await aiUnavailableReason(user.companyId, user.userId)}>
        {children}
      </AiStatusProvider>
    </AppShell>
  );
}
