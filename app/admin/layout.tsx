import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { AdminHeader } from "@/components/admin/admin-header";
import { Forbidden } from "@/components/admin/forbidden";
import { currentActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Reach Admin" } };

/** Super Admins only; anyone else signed in sees a 403 page rather than a redirect, so they know why. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=/admin");
  if (!actor.user) redirect("/onboarding");
  return (
    <div className="min-h-dvh bg-zinc-50">
      <AdminHeader email={actor.user.isSuperAdmin ? actor.user.email : undefined} />
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        {actor.user.isSuperAdmin ? children : <Forbidden />}
      </main>
    </div>
  );
}
