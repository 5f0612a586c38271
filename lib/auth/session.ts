import { cache } from "react";
import { headers } from "next/headers";
import { forCompany } from "@/lib/db";
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

/** The onboarded user with their company's name, or the identity alone, or null when signed out. */
export const currentShellUser = cache(async (): Promise<ShellUser | null> => {
  const actor = await currentActor();
  if (!actor?.user) return null;
  const company = await forCompany(actor.user.companyId).company.findUniqueOrThrow({
    where: { id: actor.user.companyId },
    select: { name: true },
  });
  return { ...actor.user, companyName: company.name };
});
