export * from "./items";
export * from "./actions";
export * from "./saved-replies";
export { INBOX_PLATFORMS, INBOX_STATUSES, INBOX_TYPES, MAX_ITEM_TAGS } from "./shared";
export type { InboxPlatform, InboxStatus, InboxType } from "./shared";
