import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { dateTimeInput, timestamp } from "@/lib/api/schemas";
import { SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { platformInput } from "@/lib/content/contracts/shared";

const TAG = "Scheduling";
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour)");

export const PostingWindow = z
  .object({ platform: platformInput.optional(), dayOfWeek: z.number().int().min(0).max(6), start: hhmm, end: hhmm })
  .refine((w) => w.start < w.end, {
    path: ["end"],
    message: "must be after start",
    when: fieldsParsed("start", "end"),
  });
export const Blackout = z
  .object({ startsAt: dateTimeInput, endsAt: dateTimeInput, reason: z.string().max(300).default("") })
  .refine((b) => b.startsAt < b.endsAt, {
    path: ["endsAt"],
    message: "must be after startsAt",
    when: fieldsParsed("startsAt", "endsAt"),
  });

export const SchedulingSettingsBody = z.object({
  postingWindows: z.array(PostingWindow).max(200).default([]),
  maxPostsPerDay: z.partialRecord(z.enum(SOCIAL_PLATFORMS), z.number().int().min(1).max(1000)).default({}),
  blackouts: z.array(Blackout).max(200).default([]),
});
export type SchedulingSettingsBody = z.output<typeof SchedulingSettingsBody>;

export const SchedulingSettingsDTO = z.object({
  postingWindows: z.array(
    z.object({ platform: z.string().optional(), dayOfWeek: z.number(), start: z.string(), end: z.string() }),
  ),
  maxPostsPerDay: z.record(z.string(), z.number()),
  blackouts: z.array(z.object({ startsAt: timestamp, endsAt: timestamp, reason: z.string() })),
  timeZone: z.string().describe("The company's zone, in which windows are read"),
});
export type SchedulingSettingsDTO = z.input<typeof SchedulingSettingsDTO>;

export const getSchedulingSettings = contract({
  method: "GET",
  path: "/api/scheduling/settings",
  tag: TAG,
  summary: "The company's posting schedule, daily limits and blackout windows",
  response: SchedulingSettingsDTO,
});
export const putSchedulingSettings = contract({
  method: "PUT",
  path: "/api/scheduling/settings",
  tag: TAG,
  summary: "Replace the posting schedule, daily limits and blackout windows",
  permission: "content:publish",
  body: SchedulingSettingsBody,
  response: SchedulingSettingsDTO,
});

const Source = z.enum(["history", "override", "default"]);
export const PlatformSlot = z.object({
  platform: z.string(),
  time: timestamp,
  reason: z.string(),
  source: Source,
  timezoneOffset: z.string(),
});
export const RecommendedSlot = z.object({
  key: z.string(),
  time: timestamp,
  reason: z.string(),
  source: Source,
  timezone: z.string(),
  timezoneOffset: z.string(),
  platformSlots: z.array(PlatformSlot).optional(),
  sharedWindowNote: z.string().optional(),
});
export type RecommendedSlot = z.input<typeof RecommendedSlot>;

export const RecommendBody = z.object({
  targets: z
    .array(
      z.object({
        key: z.string().min(1).max(200),
        platforms: z.array(platformInput).min(1).max(SOCIAL_PLATFORMS.length),
      }),
    )
    .min(1)
    .max(100),
  after: dateTimeInput,
  strategy: z.enum(["shared", "split"]).default("shared"),
});
export type RecommendBody = z.output<typeof RecommendBody>;

export const recommend = contract({
  method: "POST",
  path: "/api/social-posts/scheduling/recommend",
  tag: TAG,
  summary: "Recommended times per target: shared, or split per platform",
  description:
    "Each platform's peak windows: the company's posting schedule (source override); else, with at least 20 of its posts with synced numbers published on that network in the last 90 days, each weekday's hour of most engagement per post in the company's zone (a weekday without posts: the best hour overall; source history); else documented defaults (source default); daily limits and blackout windows honoured, slots already recommended in this request counted. A split whose platforms land on one instant collapses to a shared slot with sharedWindowNote; a single-platform target is always shared. timezoneOffset is the company zone's offset at that instant (per platform slot for a split).",
  // The times are for scheduling: only those who may schedule ask for them.
  permission: "content:publish",
  body: RecommendBody,
  response: z.object({ slots: z.array(RecommendedSlot) }),
});
