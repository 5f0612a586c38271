import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { CompanyDTO } from "@/lib/auth/contracts";

/** The social network identifiers of decisions.md; lower-case on the wire, either case accepted. */
export const SOCIAL_PLATFORMS = [
  "twitter",
  "linkedin",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "threads",
  "bluesky",
  "pinterest",
  "mastodon",
] as const;

export const socialPlatform = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(SOCIAL_PLATFORMS, { message: `must be one of ${SOCIAL_PLATFORMS.join(", ")}` }),
);

export const ianaTimeZone = z
  .string()
  .refine(
    (tz) => tz === "UTC" || Intl.supportedValuesOf("timeZone").includes(tz),
    "must be an IANA time zone such as Europe/Berlin",
  );

export const getCompany = contract({
  method: "GET",
  path: "/api/company",
  tag: "Company",
  summary: "The caller's company",
  response: CompanyDTO,
});

export const updateCompany = contract({
  method: "PUT",
  path: "/api/company",
  tag: "Company",
  summary: "Update the caller's company",
  description: "Partial update: only the fields sent change. Needs settings:manage. Answers the whole company.",
  permission: "settings:manage",
  audit: "company.update",
  body: z.object({
    name: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional(),
    timeZone: ianaTimeZone.optional(),
    defaultSocialPlatforms: z
      .array(socialPlatform)
      .max(SOCIAL_PLATFORMS.length)
      .transform((list) => [...new Set(list)])
      .optional(),
  }),
  response: CompanyDTO,
  errors: [403],
});
