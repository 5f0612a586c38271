import { describe, expect, it } from "vitest";
import { brandAnalysisPrompt } from "./brand-analysis";
import { brandChatPrompt } from "./brand-chat";
import { blogGenerationPrompt } from "./blog-generation";
import { blogRefinementPrompt } from "./blog-refinement";
import { campaignChatPrompt } from "./campaign-chat";
import { campaignPlanPrompt } from "./campaign-plan";
import { contentCalendarPrompt } from "./content-calendar";
import { contentGenerationPrompt } from "./content-generation";
import { fieldRefinementPrompt } from "./field-refinement";
import { imageGenerationPrompt } from "./image-generation";
import { inboxReplyPrompt } from "./inbox-reply";
import { postAssistPrompt } from "./post-assist";
import { postGenerationPrompt } from "./post-generation";
import { videoScriptPrompt } from "./video-script";

// What each task sends, pinned: a prompt change shows up in review as a snapshot change.
const brand = {
  companyName: "Stride",
  brandVoice: "Encouraging",
  keyThemes: "trails, grip",
  targetAudience: "Trail runners",
  keyMessages: ["Grip on wet rock"],
};
const campaign = {
  name: "Spring launch",
  brief: "Trail shoe",
  goal: "500 pre-orders",
  channels: ["twitter"],
  startsAt: "2027-03-01",
  endsAt: "2027-03-31",
};
const history = [{ role: "user" as const, text: "We launch in March" }];

describe("task prompts", () => {
  it.each([
    [
      "brand_analysis",
      () =>
        brandAnalysisPrompt({
          url: "https://stride.example",
          mode: "company",
          title: "Stride",
          description: "Shoes",
          text: "We make shoes.",
        }),
    ],
    [
      "brand_chat",
      () => brandChatPrompt({ profile: brand, field: "tagline", currentValue: "Run", message: "Shorter?", history }),
    ],
    [
      "campaign_chat",
      () => campaignChatPrompt({ brand, message: "Plan it", history, additionalContext: "Small budget" }),
    ],
    [
      "campaign_plan",
      () => campaignPlanPrompt({ brand, campaignName: "Spring launch", chatHistory: history, today: "2027-01-10" }),
    ],
    ["content_generation", () => contentGenerationPrompt({ brand, campaign, channels: ["twitter", "bluesky"] })],
    ["blog_generation", () => blogGenerationPrompt({ brand, idea: { title: "Cadence", description: "Steps" } })],
    ["blog_refinement", () => blogRefinementPrompt({ brand, content: "# Hi", instruction: "shorten" })],
    [
      "post_generation",
      () =>
        postGenerationPrompt({
          brand,
          url: "https://stride.example/blog",
          title: "Cadence",
          text: "Steps.",
          platforms: ["linkedin"],
          includeCta: true,
        }),
    ],
    [
      "post_assist",
      () => postAssistPrompt({ brand, action: "condense", content: "A post", platforms: ["twitter", "mastodon"] }),
    ],
    ["video_script", () => videoScriptPrompt({ brand, campaign, idea: { title: "Mud test", format: "Reel" } })],
    [
      "content_calendar",
      () =>
        contentCalendarPrompt({
          brand,
          campaign: null,
          startDate: "2027-03-01",
          endDate: "2027-03-14",
          platforms: ["linkedin"],
          postsPerWeek: 2,
        }),
    ],
    [
      "field_refinement",
      () =>
        fieldRefinementPrompt({
          fieldId: "tagline",
          fieldValue: "Run every day",
          instruction: "shorten",
          context: { brandName: "Stride", targetAudience: "Trail runners" },
        }),
    ],
    [
      "field_refinement (custom)",
      () =>
        fieldRefinementPrompt({
          fieldId: "missionStatement",
          fieldValue: "Shoes for runners.",
          instruction: "custom",
          customInstruction: "Mention wet trails",
        }),
    ],
    [
      "inbox_reply",
      () =>
        inboxReplyPrompt({
          brand,
          platform: "bluesky",
          conversation: [
            { from: "Sam (@sam.bsky.social)", text: "Do these grip on wet rock?" },
            { from: "Us", text: "They do!" },
            { from: "Sam (@sam.bsky.social)", text: "What about mud?" },
          ],
          instruction: "Point to the mud test video",
        }),
    ],
    [
      "image_generation",
      () =>
        imageGenerationPrompt({
          prompt: "A runner",
          brand: { tone: "Bright", colors: { primary: "#ff5500", text: null } },
        }),
    ],
  ])("%s", (_task, build) => {
    expect(build()).toMatchSnapshot();
  });

  it("every content prompt carries the brand voice and key themes", () => {
    for (const prompt of [
      contentGenerationPrompt({ brand, campaign, channels: ["twitter"] }),
      blogGenerationPrompt({ brand, idea: { title: "x" } }),
      blogRefinementPrompt({ brand, content: "x", instruction: "expand" }),
      postAssistPrompt({ brand, action: "fix", content: "x", platforms: ["twitter"] }),
      postGenerationPrompt({
        brand,
        url: "https://x.example",
        title: null,
        text: "x",
        platforms: ["twitter"],
        includeCta: false,
      }),
      videoScriptPrompt({ brand, campaign: null, idea: { title: "x", format: "Short" } }),
      contentCalendarPrompt({
        brand,
        campaign: null,
        startDate: "2027-03-01",
        endDate: "2027-03-02",
        platforms: ["twitter"],
        postsPerWeek: 1,
      }),
      campaignChatPrompt({ brand, message: "x", history: [] }),
      campaignPlanPrompt({ brand, campaignName: "x", chatHistory: history, today: "2027-01-10" }),
      brandChatPrompt({ profile: brand, field: "tagline", currentValue: null, message: "x", history: [] }),
      inboxReplyPrompt({ brand, platform: "twitter", conversation: [{ from: "Sam", text: "Hi" }] }),
    ]) {
      expect(prompt.prompt).toContain("Brand voice: Encouraging");
      expect(prompt.prompt).toContain("Key themes: trails, grip");
    }
  });

  it("prompts about a campaign carry its brief, goal and dates", () => {
    for (const prompt of [
      contentGenerationPrompt({ brand, campaign, channels: ["twitter"] }),
      videoScriptPrompt({ brand, campaign, idea: { title: "x", format: "Short" } }),
      contentCalendarPrompt({
        brand,
        campaign,
        startDate: "2027-03-01",
        endDate: "2027-03-02",
        platforms: ["twitter"],
        postsPerWeek: 1,
      }),
    ]) {
      expect(prompt.prompt).toContain("Campaign brief: Trail shoe");
      expect(prompt.prompt).toContain("Campaign goal: 500 pre-orders");
      expect(prompt.prompt).toContain("Campaign runs: 2027-03-01 to 2027-03-31");
    }
  });
});
