import { backfillNewAccounts, syncAnalyticsMetrics } from "./functions/analytics/sync-metrics";
import { trialNotices } from "./functions/billing/trial-notices";
import { storeWebhookDelivery } from "./functions/inbox/store-webhook-delivery";
import { backfillNewInboxes, syncInboxes } from "./functions/inbox/sync-inboxes";
import { purgeExpiredAccess } from "./functions/maintenance/purge-expired-access";
import { cleanUpUploads } from "./functions/media/clean-up-uploads";
import { makeThumbnail } from "./functions/media/make-thumbnail";
import { relayOutboxToInngest } from "./functions/outbox/relay-to-inngest";
import { publishOccurrence } from "./functions/scheduling/publish-occurrence";
import { sweepDueOccurrences } from "./functions/scheduling/sweep-due-occurrences";
import { generateReport } from "./functions/reports/generate-report";
import { runScheduledReports } from "./functions/reports/run-scheduled-reports";
import { refreshSocialTokens } from "./functions/social/refresh-social-tokens";
import { renewPushSubscriptions } from "./functions/social/renew-push-subscriptions";
import { deliverChatMessageFn } from "./functions/teamchat/deliver-chat-message";
import { deliverBlogPostFn } from "./functions/blog/deliver-blog-post";
import { publishScheduledBlogPostFn } from "./functions/blog/publish-scheduled-blog-post";
import { takeDownBlogPostFn } from "./functions/blog/take-down-blog-post";

/** The app's background functions: run by Inngest when configured, otherwise by the in-process runner. */
export const functions = [
  purgeExpiredAccess,
  refreshSocialTokens,
  renewPushSubscriptions,
  makeThumbnail,
  cleanUpUploads,
  syncAnalyticsMetrics,
  backfillNewAccounts,
  publishOccurrence,
  sweepDueOccurrences,
  generateReport,
  runScheduledReports,
  deliverChatMessageFn,
  trialNotices,
  storeWebhookDelivery,
  syncInboxes,
  backfillNewInboxes,
  deliverBlogPostFn,
  publishScheduledBlogPostFn,
  takeDownBlogPostFn,
];

/** What /api/inngest serves: the app's functions plus the relay that feeds outbox rows to Inngest. */
export const servedFunctions = [...functions, relayOutboxToInngest];
