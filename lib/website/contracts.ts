import { z } from "zod";
import { contract } from "@/lib/api/contract";

const UrlBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, "is required")
    .max(2048, "must be at most 2048 characters")
    .describe("An http(s) address of a public page"),
});

const nullableString = z.string().nullable();
const confidence = z.enum(["high", "medium"]);

export const preflightCheck = contract({
  method: "POST",
  path: "/api/preflight-check",
  tag: "AI",
  summary: "Check a website can be analysed",
  description:
    "Fetches the page through the outbound guard (public addresses only, 5 s, 2 MB, redirects checked again). Never consumes a credit. " +
    "Failures answer 200 {success: false, errorCode, message} with errorCode UNREACHABLE, LOGIN_PAGE, INSUFFICIENT_CONTENT, BLOCKED, INVALID_URL or TIMEOUT.",
  permission: "content:create",
  audit: false,
  body: UrlBody,
  response: z.union([
    z.object({
      success: z.literal(true),
      contentLength: z.number().int(),
      responseTime: z.number().int().describe("Milliseconds"),
    }),
    z.object({
      success: z.literal(false),
      errorCode: z.enum(["UNREACHABLE", "LOGIN_PAGE", "INSUFFICIENT_CONTENT", "BLOCKED", "INVALID_URL", "TIMEOUT"]),
      message: z.string(),
    }),
  ]),
});

export const analyzeWebsite = contract({
  method: "POST",
  path: "/api/analyze-website",
  tag: "AI",
  summary: "Read a website's title, description, colours and fonts",
  description:
    "No model is called: the page (through the outbound guard) is parsed for title, description, colours (theme-color, CSS custom properties, the most used colours) " +
    "and fonts (CSS and font links). One WEBSITE_ANALYSIS credit per successful call. 429 {error, retryAfter} within 30 s of the company's last analysis " +
    "or 24 h of the same URL's; 400 {error: errorCode, message} when the page cannot be read; 403 LIMIT_REACHED when the plan's limit is used up.",
  permission: "content:create",
  audit: false,
  body: UrlBody.extend({
    maxPages: z.number().int().min(1).max(10).optional().describe("Accepted for compatibility; the page named is read"),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      title: nullableString,
      description: nullableString,
      colors: z.object({
        background: nullableString,
        text: nullableString,
        primary: nullableString,
        secondary: nullableString,
        accent: nullableString,
      }),
      typography: z.object({ headingFont: nullableString, bodyFont: nullableString }),
      logoUrl: nullableString,
      socialLinks: z.array(z.string()),
    }),
    confidence: z.object({ title: confidence, description: confidence, colors: confidence, typography: confidence }),
  }),
  errors: [400, 403, 429],
});
