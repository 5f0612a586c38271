import type { FakeAiCall, FakeAiReply } from "./server";

/**
 * Valid structured answers of every AI feature's task, chosen by the output name the request
 * carries (OpenAI `response_format.json_schema.name`), so a test of one feature needs no reply of
 * its own. Text requests get a sentence.
 */
const platformsIn = (prompt: string): string[] => {
  const found = [
    ...prompt.matchAll(
      /\((twitter|linkedin|facebook|instagram|youtube|tiktok|threads|bluesky|pinterest|mastodon)\): at most/g,
    ),
  ].map((m) => m[1]);
  return found.length ? found : ["linkedin"];
};

const ANSWERS: Record<string, (call: FakeAiCall) => unknown> = {
  brand_analysis: () => ({
    companyName: "Stride",
    tagline: "Run every day",
    missionStatement: "Shoes that make daily running a joy.",
    keyThemes: "running, comfort, daily habit",
    brandVoice: "Encouraging and plain-spoken",
    confidence: {
      companyName: "high",
      tagline: "medium",
      missionStatement: "medium",
      keyThemes: "high",
      brandVoice: "low",
    },
  }),
  brand_chat: () => ({ reply: "A shorter tagline lands better.", suggestion: "Run every day." }),
  campaign_plan: () => ({
    brief: "Launch the spring trail shoe to daily runners.",
    goal: "500 pre-orders",
    context: {
      keyMessages: ["Grip on wet trails"],
      targetAudience: "Trail runners",
      tone: "Energetic",
      channels: ["linkedin", "twitter"],
    },
    startsAt: "2027-03-01",
    endsAt: "2027-03-31",
  }),
  content_generation: (call) => ({
    socialPosts: platformsIn(call.prompt).map((platform) => ({
      platform,
      content: `Spring trails are calling (${platform}).`,
      hashtags: ["Stride"],
    })),
    blogIdeas: [
      { title: "Five spring trails", description: "Where to run this spring." },
      { title: "Grip on wet rock", description: "What the sole does in the rain." },
    ],
    videoIdeas: [
      { title: "Trail shoe unboxing", format: "Short", description: "First look at the shoe." },
      { title: "Mud test", format: "Reel", description: "The shoe against the muddiest trail we know." },
    ],
  }),
  blog_generation: () => ({
    title: "Why cadence matters",
    description: "Short quick steps, explained.",
    tags: ["running", "form"],
    categories: ["Training"],
    content: "## Cadence\n\nShort quick steps save your knees.",
  }),
  field_refinement: () => ({ refined: "Stride Running" }),
  blog_refinement: (call) => ({ content: `Refined: ${call.prompt.split("Content:\n")[1]?.slice(0, 60) ?? ""}` }),
  post_generation: (call) => ({
    posts: platformsIn(call.prompt).map((platform) => ({
      platform,
      content: `New on the blog: cadence (${platform}).`,
      hashtags: ["running"],
    })),
  }),
  post_assist: () => ({ content: "Run further with less effort.", hashtags: ["running", "Stride"] }),
  video_script: () => ({
    title: "Trail shoe unboxing",
    script: "HOOK: Mud everywhere.\nBODY: The grip holds.\nCTA: Pre-order today.",
  }),
  // A post on the first day of the period, a video two days later (or on its last day), a blog post on its last day.
  content_calendar: (call) => {
    const [, start = "2027-03-01", end = start] = /Plan from (\S+) to (\S+),/.exec(call.prompt) ?? [];
    const twoDaysIn = new Date(Date.parse(start) + 2 * 86_400_000).toISOString().slice(0, 10);
    return {
      ideas: [
        {
          date: start,
          platform: "linkedin",
          title: "Trail tips",
          description: "Three tips for wet trails.",
          contentType: "social",
        },
        {
          date: twoDaysIn < end ? twoDaysIn : end,
          platform: "linkedin",
          title: "Mud run in slow motion",
          description: "The outsole gripping a muddy descent.",
          contentType: "video",
        },
        {
          date: end,
          platform: "linkedin",
          title: "How to pick a trail shoe",
          description: "Grip, drop and fit for daily trail runners.",
          contentType: "blog",
        },
      ],
    };
  },
};

export function featureReply(call: FakeAiCall): FakeAiReply {
  const name: string | undefined = call.body.response_format?.json_schema?.name;
  const answer = name ? ANSWERS[name] : undefined;
  if (call.structured && answer) return { text: JSON.stringify(answer(call)), inputTokens: 200, outputTokens: 80 };
  return { text: "Let's plan a spring launch for trail runners.", inputTokens: 100, outputTokens: 20 };
}
