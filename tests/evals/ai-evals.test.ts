import { afterAll, describe, expect, it } from "vitest";
import { formatTable, runEvals } from "@/evals/ai/run";
import { EVAL_CASES } from "@/evals/ai/sets";
import { brandTermsPresent, noPlaceholders, withinLimits } from "@/evals/ai/checks";
import { AI_TASKS } from "@/lib/ai/catalog";
import { featureReply } from "../fakes/ai/feature-replies";
import { startFakeAi, type FakeAiCall, type FakeAiReply } from "../fakes/ai/server";

// The AI evaluation set (evals/ai) against the fake provider: every task's case is sent the way the
// app sends it, and the fake's answers pass every check. `npm run ai:eval` runs the same set against
// a real provider. The checks themselves are tested on bad answers below, so they can fail.
const fake = await startFakeAi();
afterAll(() => fake.close());

/** Answers the feature fake has none for, or that the set asks more of (3+ hashtags, a shorter field). */
const EVAL_ANSWERS: Record<string, unknown> = {
  blog_generation: {
    title: "Why cadence matters on wet trails",
    description: "Short quick steps keep you upright on wet rock.",
    tags: ["trail running", "technique"],
    categories: ["Training"],
    content: "## Cadence on wet trails\n\nShort quick steps keep your feet under you, and the Grip sole does the rest.",
  },
  field_refinement: { refined: "Trail shoes that grip on wet rock." },
  inbox_reply: { suggestions: ["Both: the Grip sole holds in mud as well as on wet rock."] },
  post_assist: { content: "Rain again? The Stride Grip sole holds.", hashtags: ["trailrunning", "Stride", "grip"] },
};
function evalReply(call: FakeAiCall): FakeAiReply {
  const name: string | undefined = call.body.response_format?.json_schema?.name;
  if (name && EVAL_ANSWERS[name]) return { text: JSON.stringify(EVAL_ANSWERS[name]) };
  return featureReply(call);
}
fake.reply = evalReply;

const target = {
  endpoint: {
    adapter: "direct" as const,
    provider: "openai",
    baseURL: fake.url,
    apiKey: "sk-eval",
    modelId: "gpt-4o-mini",
  },
};

describe("AI evaluation set", () => {
  it("covers every task", () => {
    expect(new Set(EVAL_CASES.map((c) => c.task))).toEqual(new Set(AI_TASKS));
  });

  it("every case passes against the fake provider, sent with its schema", async () => {
    fake.calls.length = 0;
    const rows = await runEvals(EVAL_CASES, target);
    const table = formatTable(rows);
    expect(
      rows.filter((r) => !r.ok),
      table,
    ).toEqual([]);
    expect(table).toMatch(new RegExp(`${EVAL_CASES.length} of ${EVAL_CASES.length} cases passed`));
    const structured = EVAL_CASES.filter((c) => c.call.kind === "structured").length;
    expect(fake.calls.filter((c) => c.structured)).toHaveLength(structured);
    expect(fake.calls.filter((c) => c.api === "images")).toHaveLength(1);
  });

  it("a placeholder, an over-long post, a missing brand term and malformed output each fail their check", async () => {
    const answers: Record<string, unknown> = {
      content_generation: {
        socialPosts: [
          { platform: "twitter", content: "Trail time with [Company]!", hashtags: [] },
          { platform: "mastodon", content: "Lorem ipsum trail", hashtags: [] },
        ],
        blogIdeas: [
          { title: "a", description: "b" },
          { title: "c", description: "d" },
        ],
        videoIdeas: [
          { title: "a", description: "b", format: "Short" },
          { title: "c", description: "d", format: "Reel" },
        ],
      },
      video_script: { script: "HOOK: Coffee. CTA: Buy now." },
      brand_chat: "not json",
    };
    fake.reply = (call) => {
      const name: string | undefined = call.body.response_format?.json_schema?.name;
      const answer = name ? answers[name] : undefined;
      if (answer === undefined) return evalReply(call);
      return { text: typeof answer === "string" ? answer : JSON.stringify(answer) };
    };
    try {
      const rows = await runEvals(
        EVAL_CASES.filter((c) => ["content_generation", "video_script", "brand_chat"].includes(c.task)),
        target,
      );
      const short = rows.find((r) => r.name === "short networks")!;
      expect(short.placeholders).toMatchObject({ ok: false, detail: expect.stringContaining("[Company]") });
      expect(short.placeholders.detail).toContain("Lorem ipsum");
      expect(rows.find((r) => r.task === "video_script")!.brand).toMatchObject({ ok: false });
      expect(rows.find((r) => r.task === "brand_chat")!.structure).toMatchObject({
        ok: false,
        detail: expect.stringContaining("did not fit the schema twice"),
      });
      expect(formatTable(rows)).toContain("FAILED");
    } finally {
      fake.reply = evalReply;
    }
    expect(withinLimits([{ label: "post", text: "x".repeat(281), platform: "twitter" }])).toMatchObject({
      ok: false,
      detail: "post: 281 > 280 (twitter)",
    });
    expect(withinLimits([{ label: "post", text: "x".repeat(280), platform: "twitter" }]).ok).toBe(true);
    expect(brandTermsPresent([{ label: "a", text: "Run on TRAILS" }], [["trail"], ["run", "jog"]]).ok).toBe(true);
    expect(noPlaceholders([{ label: "a", text: "Read more at {{link}} or https://example.com" }]).detail).toBe(
      'a: "{{link}}"; a: "example.com"',
    );
  });
});
