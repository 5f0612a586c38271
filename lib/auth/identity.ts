import { adminDb } from "@/lib/db";
import { ApiError, conflict, notFound, badRequest } from "@/lib/api/errors";
import type { IdentityCtx } from "@/lib/api/handle";
import { env } from "@/lib/env";
import { systemSettings } from "@/lib/admin/settings";
import { createBuiltInRoles } from "@/lib/team/builtin-roles";
import { signToken } from "./tokens";
import { sendWelcomeMail } from "./welcome-email";
import type { UserActor } from "./actor";
import type { MeDTO } from "./contracts";

export function meFromActor(user: UserActor): MeDTO {
  return {
    id: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyId: user.companyId,
    role: user.roleName,
    permissions: user.permissions,
    isSuperAdmin: user.isSuperAdmin,
  };
}

export function getMe(ctx: IdentityCtx): MeDTO {
  if (!ctx.user) throw notFound("User");
  return meFromActor(ctx.user);
}

/** The company of the user with this e-mail, or null. E-mails are unique across companies, so this looks at every tenant. */
export async function companyOfEmail(email: string): Promise<string | null> {
  const user = await adminDb().user.findUnique({ where: { email: email.toLowerCase() }, select: { companyId: true } });
  return user?.companyId ?? null;
}

/** Records a sign-in so identities exist before onboarding; OAuth and the dev sign-in both use it. */
export async function recordIdentity(input: {
  provider: string;
  providerAccountId: string;
  email: string;
  name?: string | null;
  image?: string | null;
}) {
  const email = input.email.toLowerCase();
  const user = await adminDb().user.findUnique({ where: { email }, select: { id: true, companyId: true } });
  const identity = await adminDb().identity.upsert({
    where: { provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId } },
    create: {
      provider: input.provider,
      providerAccountId: input.providerAccountId,
      email,
      name: input.name,
      image: input.image,
      userId: user?.id,
    },
    update: {
      email,
      name: input.name ?? undefined,
      image: input.image ?? undefined,
      lastSignInAt: new Date(),
      userId: user?.id ?? null,
    },
  });
  return { identity, user };
}

export async function devLogin(input: { email: string; name?: string }): Promise<{ token: string }> {
  if (!env.devLogin) throw new ApiError(404, "Not found");
  const { user } = await recordIdentity({
    provider: "dev",
    providerAccountId: input.email,
    email: input.email,
    name: input.name,
  });
  const token = await signToken({ sub: input.email, email: input.email, userId: user?.id, companyId: user?.companyId });
  return { token };
}

function companyDTO(c: {
  id: string;
  name: string;
  defaultSocialPlatforms: string[];
  timeZone: string;
  createdAt: Date;
}) {
  return {
    id: c.id,
    name: c.name,
    defaultSocialPlatforms: c.defaultSocialPlatforms,
    timeZone: c.timeZone,
    createdAt: c.createdAt,
  };
}

/**
 * Creates the company (with its built-in roles and brand profile) and its owner, or, when the
 * e-mail has a pending invitation, joins the inviting company with the invited role. The owner of
 * a new company gets the "welcome" e-mail; someone joining by invitation already got theirs.
 */
export async function onboard(
  ctx: IdentityCtx,
  body: { companyName?: string; firstName?: string; lastName?: string; timeZone?: string },
) {
  if (ctx.user) throw conflict("ALREADY_ONBOARDED", "This account already belongs to a company");
  const email = ctx.identity.email.toLowerCase();
  const isSuperAdmin = env.superAdminEmails.includes(email);
  const db = adminDb();
  const invitation = await db.invitation.findFirst({
    where: { email, acceptedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  const settings = await systemSettings();
  if (!invitation && !settings.allowSignups) {
    throw new ApiError(403, "Sign-ups are closed on this installation; ask a company for an invitation to join it");
  }
  if (!invitation && !body.companyName) throw badRequest({ companyName: "is required" });

  const { user, company } = await db.$transaction(async (tx) => {
    let companyId: string;
    let roleId: string;
    if (invitation) {
      companyId = invitation.companyId;
      roleId = invitation.roleId;
      await tx.invitation.update({ where: { id: invitation.id }, data: { acceptedAt: new Date() } });
    } else {
      const trialEndsAt = new Date(Date.now() + settings.defaultTrialDays * 86_400_000);
      const created = await tx.company.create({
        data: { name: body.companyName!, timeZone: body.timeZone ?? "UTC", trialEndsAt },
      });
      companyId = created.id;
      roleId = (await createBuiltInRoles(tx, companyId)).owner;
      await tx.brandProfile.create({ data: { companyId, companyName: body.companyName } });
    }
    const user = await tx.user.create({
      data: { companyId, roleId, email, firstName: body.firstName, lastName: body.lastName, isSuperAdmin },
      include: { role: true },
    });
    await tx.identity.updateMany({ where: { email }, data: { userId: user.id } });
    const company = await tx.company.findUniqueOrThrow({ where: { id: companyId } });
    return { user, company };
  });

  if (!invitation) await sendWelcomeMail({ email, firstName: user.firstName, companyName: company.name });
  const token = await signToken({ sub: ctx.identity.sub, email, userId: user.id, companyId: company.id });
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyId: company.id,
      role: user.role.name,
      permissions: user.role.permissions,
      isSuperAdmin: user.isSuperAdmin,
    },
    company: companyDTO(company),
    token,
  };
}
