import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { displayName } from "@/components/shell/display-name";
import { currentActor, currentShellUser } from "@/lib/auth/session";

/** Every signed-in page: signed-out visitors go to /signin, identities without a user to onboarding. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  if (!actor.user) redirect("/onboarding");
  const user = (await currentShellUser())!;
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
      {children}
    </AppShell>
  );
}
