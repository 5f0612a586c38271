import type { z } from "zod";
import type { Prompt } from "@/lib/ai/call";
import type { AiTask } from "@/lib/ai/catalog";
import { BlogGenerationOutput, blogGenerationPrompt } from "@/lib/ai/tasks/blog-generation";
import { BlogRefinementOutput, blogRefinementPrompt } from "@/lib/ai/tasks/blog-refinement";
import { BrandAnalysisOutput, brandAnalysisPrompt } from "@/lib/ai/tasks/brand-analysis";
import type { BrandFacts, CampaignFacts } from "@/lib/ai/tasks/brand-brief";
import { BrandChatOutput, brandChatPrompt } from "@/lib/ai/tasks/brand-chat";
import { campaignChatPrompt } from "@/lib/ai/tasks/campaign-chat";
import { CampaignPlanOutput, campaignPlanPrompt } from "@/lib/ai/tasks/campaign-plan";
import { contentCalendarOutput, contentCalendarPrompt } from "@/lib/ai/tasks/content-calendar";
import { contentGenerationOutput, contentGenerationPrompt } from "@/lib/ai/tasks/content-generation";
import { FieldRefinementOutput, fieldRefinementPrompt } from "@/lib/ai/tasks/field-refinement";
import { imageGenerationPrompt } from "@/lib/ai/tasks/image-generation";
import { inboxReplyOutput, inboxReplyPrompt } from "@/lib/ai/tasks/inbox-reply";
import { postText } from "@/lib/ai/tasks/network-limits";
import { postAssistOutput, postAssistPrompt } from "@/lib/ai/tasks/post-assist";
import { postGenerationOutput, postGenerationPrompt } from "@/lib/ai/tasks/post-generation";
import { VideoScriptOutput, videoScriptPrompt } from "@/lib/ai/tasks/video-script";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { AnswerText } from "./checks";

/**
 * The evaluation set: for every AI task, a few inputs built with the task's own prompt builder and
 * output schema (what the app sends), and what a good answer must show. Structure is the schema
 * (plus `structure` where the schema cannot say it); texts for a network are held to its limit;
 * `brandTerms` are groups of which each needs one member in the answer; no placeholder text anywhere.
 */
export interface EvalCase {
  task: AiTask;
  name: string;
  call:
    | { kind: "structured"; prompt: Prompt; schema: z.ZodType; name: string }
    | { kind: "text"; prompt: Prompt }
    | { kind: "image"; prompt: string };
  /** The texts of an answer people will read (the answer as the case's schema gives it). */
  texts: (answer: never) => AnswerText[];
  brandTerms: string[][];
  /** What the schema cannot express; a message when the answer falls short. */
  structure?: (answer: never) => string | null;
}

const STRIDE: BrandFacts = {
  companyName: "Stride",
  tagline: "Grip for every trail",
  missionStatement: "Trail shoes that keep daily runners sure-footed on wet rock and mud.",
  brandVoice: "Encouraging, plain-spoken, a little playful",
  keyThemes: "trail running, grip, wet weather, daily habit",
  keyMessages: ["The Grip sole holds on wet rock", "Made for daily runners"],
  targetAudience: "Trail runners who run in all weather",
};

const LAUNCH: CampaignFacts = {
  name: "Spring trail launch",
  brief: "Launch the Stride Grip trail shoe for the wet spring season",
  goal: "500 pre-orders by the end of March",
  keyMessages: ["Grip on wet rock"],
  targetAudience: "Daily trail runners",
  tone: "Energetic",
  channels: ["twitter", "linkedin", "bluesky"],
  startsAt: "2027-03-01",
  endsAt: "2027-03-31",
};

const posts = (answer: { content: string; hashtags: string[]; platform: SocialPlatform }[], label = "post") =>
  answer.map((p) => ({ label: `${label} ${p.platform}`, text: postText(p), platform: p.platform }));

const hasHeading = (markdown: string) => (/^#{1,6} \S/m.test(markdown) ? null : "no markdown heading");

/** A case whose checks read the answer as its schema types it. */
function structured<T>(
  task: AiTask,
  name: string,
  prompt: Prompt,
  schema: z.ZodType<T>,
  rest: {
    texts: (answer: T) => AnswerText[];
    brandTerms: string[][];
    structure?: (answer: T) => string | null;
  },
): EvalCase {
  return { task, name, call: { kind: "structured", prompt, schema, name: task }, ...rest };
}

const twitterAndBluesky: SocialPlatform[] = ["twitter", "bluesky"];

export const EVAL_CASES: EvalCase[] = [
  structured(
    "brand_analysis",
    "company site",
    brandAnalysisPrompt({
      url: "https://stride.example",
      mode: "company",
      title: "Stride — grip for every trail",
      description: "Trail running shoes with the Grip sole, made for wet rock and mud.",
      text: "Stride makes trail shoes for people who run every day, whatever the weather. Our Grip sole holds on wet rock. Join 20,000 runners who never skip a muddy morning.",
    }),
    BrandAnalysisOutput,
    {
      texts: (a) => [
        { label: "companyName", text: a.companyName },
        { label: "tagline", text: a.tagline },
        { label: "missionStatement", text: a.missionStatement },
        { label: "keyThemes", text: a.keyThemes },
        { label: "brandVoice", text: a.brandVoice },
      ],
      brandTerms: [["Stride"]],
      structure: (a) => (a.companyName.trim() ? null : "no company name although the page states it"),
    },
  ),
  structured(
    "brand_chat",
    "shorter tagline",
    brandChatPrompt({
      profile: STRIDE,
      field: "tagline",
      currentValue: STRIDE.tagline ?? null,
      message: "Can you make the tagline punchier? Suggest one.",
      history: [],
    }),
    BrandChatOutput,
    {
      texts: (a) => [
        { label: "reply", text: a.reply },
        { label: "suggestion", text: a.suggestion ?? "" },
      ],
      brandTerms: [["grip", "trail", "run", "Stride"]],
      structure: (a) => (a.suggestion ? null : "asked for a suggestion, got none"),
    },
  ),
  structured(
    "field_refinement",
    "shorten the mission",
    fieldRefinementPrompt({
      fieldId: "missionStatement",
      fieldValue: STRIDE.missionStatement!,
      instruction: "shorten",
      context: { brandName: "Stride", targetAudience: STRIDE.targetAudience! },
    }),
    FieldRefinementOutput,
    {
      texts: (a) => [{ label: "refined", text: a.refined }],
      brandTerms: [["trail", "run", "grip"]],
      structure: (a) => (a.refined.length < STRIDE.missionStatement!.length ? null : "not shorter than the original"),
    },
  ),
  {
    task: "campaign_chat",
    name: "first message",
    call: {
      kind: "text",
      prompt: campaignChatPrompt({
        brand: STRIDE,
        message: "We launch a new trail shoe in March. Where do we start?",
        history: [],
      }),
    },
    texts: (a: string) => [{ label: "answer", text: a }],
    brandTerms: [["trail", "run", "shoe"]],
    structure: (a: string) => (a.trim().length > 20 ? null : "an empty or one-word answer"),
  },
  structured(
    "campaign_plan",
    "from a conversation",
    campaignPlanPrompt({
      brand: STRIDE,
      campaignName: "Spring trail launch",
      today: "2027-01-10",
      chatHistory: [
        { role: "user", text: "We launch the Grip trail shoe on March 1st and run it through March." },
        { role: "assistant", text: "What is the goal?" },
        { role: "user", text: "500 pre-orders, mostly from daily trail runners, on Twitter and LinkedIn." },
      ],
    }),
    CampaignPlanOutput,
    {
      texts: (a) => [
        { label: "brief", text: a.brief },
        { label: "goal", text: a.goal },
      ],
      brandTerms: [["trail", "grip"], ["500"]],
      structure: (a) =>
        a.startsAt === "2027-03-01" && a.endsAt === "2027-03-31"
          ? null
          : `dates ${a.startsAt} to ${a.endsAt}, the conversation said 2027-03-01 to 2027-03-31`,
    },
  ),
  ...(
    [
      ["three networks", ["twitter", "linkedin", "bluesky"]],
      ["short networks", ["twitter", "mastodon"]],
    ] as const
  ).map(([name, channels]) =>
    structured(
      "content_generation",
      name,
      contentGenerationPrompt({ brand: STRIDE, campaign: { ...LAUNCH, channels: [...channels] }, channels }),
      contentGenerationOutput(channels),
      {
        texts: (a) => [
          ...posts(a.socialPosts),
          ...a.blogIdeas.map((i: { title: string; description: string }) => ({
            label: "blog idea",
            text: `${i.title}\n${i.description}`,
          })),
          ...a.videoIdeas.map((i: { title: string; description: string }) => ({
            label: "video idea",
            text: `${i.title}\n${i.description}`,
          })),
        ],
        brandTerms: [["Stride", "trail", "grip"]],
      },
    ),
  ),
  structured(
    "blog_generation",
    "cadence",
    blogGenerationPrompt({
      brand: STRIDE,
      idea: { title: "Why cadence matters on wet trails", description: "Short quick steps keep you upright" },
    }),
    BlogGenerationOutput,
    {
      texts: (a) => [
        { label: "title", text: a.title },
        { label: "content", text: a.content },
      ],
      brandTerms: [["cadence"], ["trail", "Stride", "grip"]],
      structure: (a) => hasHeading(a.content),
    },
  ),
  structured(
    "blog_refinement",
    "fix grammar",
    blogRefinementPrompt({
      brand: STRIDE,
      content:
        "## Grip on wet rock\n\nOur Grip sole hold on wet rock, its made for trail runners who dont skip rainy days.",
      instruction: "fix_grammar",
    }),
    BlogRefinementOutput,
    {
      texts: (a) => [{ label: "content", text: a.content }],
      brandTerms: [["grip"]],
    },
  ),
  structured(
    "post_generation",
    "share an article",
    postGenerationPrompt({
      brand: STRIDE,
      url: "https://stride.example/blog/cadence",
      title: "Why cadence matters on wet trails",
      text: "Short quick steps keep your feet under you. On wet rock, a higher cadence means less slipping.",
      platforms: ["twitter", "linkedin"],
      includeCta: true,
    }),
    postGenerationOutput(["twitter", "linkedin"]),
    {
      texts: (a) => posts(a.posts),
      brandTerms: [["cadence", "steps"]],
    },
  ),
  ...(["generate", "condense", "hashtags"] as const).map((action) =>
    structured(
      "post_assist",
      action,
      postAssistPrompt({
        brand: STRIDE,
        action,
        content:
          action === "generate"
            ? "The Grip sole on wet rock; pre-orders open March 1"
            : "Rain again? Good. The Stride Grip sole holds on wet rock so you can keep your daily trail run going whatever the forecast says, and pre-orders open on March 1st for everyone on the list.",
        platforms: twitterAndBluesky,
      }),
      postAssistOutput(twitterAndBluesky),
      {
        texts: (a) => twitterAndBluesky.map((platform) => ({ label: `post ${platform}`, text: postText(a), platform })),
        brandTerms: [["grip", "Stride", "run"]],
        structure: action === "hashtags" ? (a) => (a.hashtags.length >= 3 ? null : "fewer than 3 hashtags") : undefined,
      },
    ),
  ),
  structured(
    "video_script",
    "mud test reel",
    videoScriptPrompt({
      brand: STRIDE,
      campaign: LAUNCH,
      idea: { title: "Mud test", format: "Reel", description: "The shoe against the muddiest trail we know" },
    }),
    VideoScriptOutput,
    {
      texts: (a) => [{ label: "script", text: a.script }],
      brandTerms: [["mud", "grip", "trail"]],
    },
  ),
  structured(
    "content_calendar",
    "two weeks",
    contentCalendarPrompt({
      brand: STRIDE,
      campaign: LAUNCH,
      startDate: "2027-03-01",
      endDate: "2027-03-14",
      platforms: ["linkedin", "twitter"],
      postsPerWeek: 3,
    }),
    contentCalendarOutput({ startDate: "2027-03-01", endDate: "2027-03-14", platforms: ["linkedin", "twitter"] }),
    {
      texts: (a) =>
        a.ideas.map((i: { date: string; title: string; description: string }) => ({
          label: `idea ${i.date}`,
          text: `${i.title}\n${i.description}`,
        })),
      brandTerms: [["trail", "grip", "Stride", "run"]],
    },
  ),
  structured(
    "inbox_reply",
    "question about mud",
    inboxReplyPrompt({
      brand: STRIDE,
      platform: "bluesky",
      conversation: [{ from: "Sam (@sam.bsky.social)", text: "Do the new Stride shoes grip in mud or only on rock?" }],
    }),
    inboxReplyOutput("bluesky"),
    {
      texts: (a) =>
        a.suggestions.map((text: string, i: number) => ({ label: `suggestion ${i + 1}`, text, platform: "bluesky" })),
      brandTerms: [["mud", "grip"]],
    },
  ),
  {
    task: "image_generation",
    name: "runner in the rain",
    call: {
      kind: "image",
      prompt: imageGenerationPrompt({
        prompt: "A trail runner on wet rock in light rain",
        brand: { tone: "Energetic", colors: { primary: "#ff5500" } },
      }),
    },
    texts: () => [],
    brandTerms: [],
    structure: (a: { base64: string; mediaType: string }) =>
      a.base64.length > 0 && a.mediaType.startsWith("image/") ? null : "no image came back",
  },
];
