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

/** The company with its hosted blog (decisions.md "Blog publishing": the handle is shown here). */
const CompanyWithBlogDTO = CompanyDTO.extend({
  blogHandle: z.string().describe("The hosted blog's handle: its address is /blog/<blogHandle>"),
  blogUrl: z.string().describe("The hosted blog's public address"),
});

export const getCompany = contract({
  method: "GET",
  path: "/api/company",
  tag: "Company",
  summary: "The caller's company",
  response: CompanyWithBlogDTO,
});

export const updateCompany = contract({
  method: "PUT",
  path: "/api/company",
  tag: "Company",
  summary: "Update the caller's company",
  description:
    "Partial update: only the fields sent change. Needs settings:manage. Answers the whole company. blogHandle follows the link-in-bio slug rules (3-40 of a-z, 0-9 and -, reserved words refused: 400) and is unique across companies (409 HANDLE_TAKEN).",
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
    blogHandle: z.string().trim().toLowerCase().optional(),
  }),
  response: CompanyWithBlogDTO,
  errors: [403, 409],
});
