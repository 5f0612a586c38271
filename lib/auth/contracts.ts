import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp, uuid } from "@/lib/api/schemas";

const email = z.email({ message: "must be an e-mail address" }).max(320).transform((e) => e.toLowerCase());

export const Me = z.object({
  id: uuid,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyId: uuid,
  role: z.string(),
  permissions: z.array(z.string()),
  isSuperAdmin: z.boolean(),
});

export const CompanyDTO = z.object({
  id: uuid,
  name: z.string(),
  defaultSocialPlatforms: z.array(z.string()),
  timeZone: z.string(),
  createdAt: timestamp,
});

export const devLogin = contract({
  method: "POST",
  path: "/api/auth/dev-login",
  tag: "Identity",
  summary: "Development sign-in: a bearer token for an e-mail",
  description: "Only while AUTH_DEV_LOGIN is on; otherwise 404. If a user with that e-mail exists, the token carries its userId and companyId.",
  access: "public",
  rateLimit: "auth",
  audit: false,
  body: z.object({ email, name: z.string().max(200).optional() }),
  response: z.object({ token: z.string() }),
  errors: [404],
});

export const getMe = contract({
  method: "GET",
  path: "/api/auth/me",
  tag: "Identity",
  summary: "The current user",
  description: "404 `{error}` for a signed-in identity with no user yet: the client then shows onboarding.",
  access: "identity",
  response: Me,
  errors: [404],
});

export const onboarding = contract({
  method: "POST",
  path: "/api/auth/onboarding",
  tag: "Identity",
  summary: "Create the company and the first user (or join an inviting company)",
  description:
    "201 with a fresh token carrying userId and companyId. When the e-mail has a pending invitation, the user joins that company with the invited role and companyName is optional. 409 when already onboarded.",
  access: "identity",
  status: 201,
  audit: "auth.onboarding",
  body: z.object({
    companyName: z.string().trim().min(1).max(200).optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    timeZone: z
      .string()
      .refine((tz) => Intl.supportedValuesOf("timeZone").includes(tz) || tz === "UTC", "must be an IANA time zone")
      .optional(),
  }),
  response: z.object({ user: Me, company: CompanyDTO, token: z.string() }),
  errors: [409],
});

export type MeDTO = z.infer<typeof Me>;
