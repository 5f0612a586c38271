import { describe, expect, it } from "vitest";
import { brandAnalysisPrompt } from "./brand-analysis";
import { brandChatPrompt } from "./brand-chat";
import { blogGenerationPrompt } from "./blog-generation";
import { blogRefinementPrompt } from "./blog-refinement";
import { campaignChatPrompt } from "./campaign-chat";
import { campaignPlanPrompt } from "./campaign-plan";
import { contentCalendarPrompt } from "./content-calendar";
import { contentGenerationPrompt } from "./content-generation";
import { imageGenerationPrompt } from "./image-generation";
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
      postAssistPrompt({ brand, action: "fix", content: "x", platforms: ["twitter"] }),
    ]) {
      expect(prompt.prompt).toContain("Brand voice: Encouraging");
      expect(prompt.prompt).toContain("Key themes: trails, grip");
    }
  });
});
