import { fromZonedInput } from "@/components/calendar/calendar-time";
import { apiRequest, type ResponseData } from "@/lib/api/client";
import {
  createBlogPost,
  createSocialPost,
  createVideoScript,
  type generateContentCalendar,
} from "@/lib/content/contracts";

export type CalendarIdea = ResponseData<typeof generateContentCalendar>["ideas"][number];

/** When a social idea is planned: 09:00 on its day, on the company's clock. */
const plannedAt = (date: string, timeZone: string) => fromZonedInput(`${date}T09:00`, timeZone)?.toISOString() ?? null;

/** One idea saved as a draft of its kind, planned for its day: a social post (at 09:00), a blog post or a video script. */
export function saveIdeaAsDraft(idea: CalendarIdea, timeZone: string, campaignId: string | null) {
  if (idea.contentType === "blog")
    return apiRequest(createBlogPost, {
      body: { title: idea.title, markdownBody: idea.description, status: "DRAFT", campaignId, plannedFor: idea.date },
    });
  if (idea.contentType === "video")
    return apiRequest(createVideoScript, {
      body: {
        title: idea.title,
        format: "Short",
        script: idea.description,
        platform: idea.platform,
        campaignId,
        plannedFor: idea.date,
      },
    });
  return apiRequest(createSocialPost, {
    body: {
      content: `${idea.title}\n\n${idea.description}`,
      platforms: [idea.platform],
      status: "DRAFT",
      scheduledAt: plannedAt(idea.date, timeZone),
      mediaAssetIds: [],
      campaignId,
    },
  });
}
