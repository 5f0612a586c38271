import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { forCompany, tenantCtxFor, type TenantCtx } from "@/lib/db";
import { resolveActor, type Actor, type UserActor } from "./actor";

/**
 * The signed-in actor of the page being rendered, read from the next-auth session cookie the same
 * way API routes read it. Cached per request so a layout and its page share one lookup.
 */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const cookie = (await headers()).get("cookie") ?? "";
  return resolveActor(new Request("http://pages.internal/", { headers: { cookie } })).catch(() => null);
});

export interface ShellUser extends UserActor {
  companyName: string;
}

/**
 * The onboarded user of a signed-in page, with their company's name. Redirects instead of returning
 * nothing (signed out → /signin, no user yet → /onboarding): Next renders a layout and its page in
 * parallel, so every page must be safe on its own rather than trusting the layout's redirect.
 */
export const currentShellUser = cache(async (): Promise<ShellUser> => {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  if (!actor.user) redirect("/onboarding");
  const company = await forCompany(actor.user.companyId).company.findUniqueOrThrow({
    where: { id: actor.user.companyId },
    select: { name: true },
  });
  return { ...actor.user, companyName: company.name };
});

/** The services' context for the page being rendered: the signed-in user's company, acting as them. */
export const currentTenantCtx = cache(async (): Promise<TenantCtx> => tenantCtxFor(await currentShellUser()));
