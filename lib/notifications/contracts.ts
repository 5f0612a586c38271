import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { pageQuery, timestamp, uuid } from "@/lib/api/schemas";

/** The bell: a member's own in-app notifications, of the notification kinds of platform-api.md "Events". */

export const NOTIFICATION_KINDS = [
  "approvalNeeded",
  "approvalDecided",
  "postFailed",
  "reportReady",
  "newComment",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationDTO = z.object({
  id: uuid,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().describe("A path in the app"),
  read: z.boolean(),
  createdAt: timestamp,
});
export type NotificationDTO = z.input<typeof NotificationDTO>;

const tag = "Notifications";

export const listNotifications = contract({
  method: "GET",
  path: "/api/notifications",
  tag,
  summary: "The caller's notifications, newest first, with the unread count",
  query: pageQuery.extend({ unread: z.enum(["true", "false"], { message: "must be true or false" }).optional() }),
  response: z.object({
    items: z.array(NotificationDTO),
    unreadCount: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const markNotificationsRead = contract({
  method: "POST",
  path: "/api/notifications/read",
  tag,
  summary: "Mark the caller's notifications read",
  description: "ids names some of the caller's own notifications (others' are ignored); without ids, all of them.",
  access: "user",
  audit: false,
  body: z.object({ ids: z.array(uuid).max(100).optional() }),
  response: z.object({ unreadCount: z.number().int() }),
});

export const NotificationPreferenceDTO = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean().describe("Shown under the bell"),
  email: z.boolean().describe("Also sent by e-mail to the member's address"),
});
export type NotificationPreferenceDTO = z.input<typeof NotificationPreferenceDTO>;

const NotificationPreferencesDTO = z.object({ preferences: z.array(NotificationPreferenceDTO) });

export const getNotificationPreferences = contract({
  method: "GET",
  path: "/api/notifications/preferences",
  tag,
  summary: "How the caller hears about each notification kind",
  description: "Every kind, in a fixed order; a kind the caller never set has its defaults.",
  response: NotificationPreferencesDTO,
});

export const putNotificationPreferences = contract({
  method: "PUT",
  path: "/api/notifications/preferences",
  tag,
  summary: "Set how the caller hears about notification kinds",
  description: "Sets the kinds named (the others keep theirs); answers every kind. Any member, for themselves.",
  access: "user",
  audit: "notification.preferences",
  body: z.object({
    preferences: z
      .array(NotificationPreferenceDTO)
      .min(1, "must name at least one kind")
      .max(NOTIFICATION_KINDS.length)
      .refine((p) => new Set(p.map((x) => x.kind)).size === p.length, "must name each kind at most once"),
  }),
  response: NotificationPreferencesDTO,
});
