import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idFields, kindOf, setAt } from "./id-fields";

describe("idFields", () => {
  it("finds uuid fields and uuid lists named …Id / …Ids at any depth, and nothing else", () => {
    const schema = z.object({
      id: z.uuid(),
      campaignId: z.uuid().nullable().optional(),
      mediaAssetIds: z.array(z.uuid()),
      folderId: z.union([z.uuid(), z.literal("root")]).optional(),
      externalId: z.string(),
      schedule: z.object({ ownerId: z.uuid() }).optional(),
      items: z.array(z.object({ postId: z.uuid() })),
    });
    expect(idFields(schema)).toEqual([
      { path: ["campaignId"], name: "campaignId", many: false },
      { path: ["mediaAssetIds"], name: "mediaAssetIds", many: true },
      { path: ["folderId"], name: "folderId", many: false },
      { path: ["schedule", "ownerId"], name: "ownerId", many: false },
      { path: ["items", "[]", "postId"], name: "postId", many: false },
    ]);
  });
});

describe("kindOf", () => {
  const kinds = ["campaign", "user", "mediaAsset", "mediaFolder", "socialPost", "blogPost"];

  it("takes the kind the name ends with, or that ends with the name", () => {
    expect(kindOf("campaignId", kinds, {})).toBe("campaign");
    expect(kindOf("moveToCampaignId", kinds, {})).toBe("campaign");
    expect(kindOf("mediaAssetIds", kinds, {})).toBe("mediaAsset");
    expect(kindOf("assetIds", kinds, {})).toBe("mediaAsset");
    expect(kindOf("folderId", kinds, {})).toBe("mediaFolder");
  });

  it("prefers an alias, and gives up when nothing or several kinds fit", () => {
    expect(kindOf("parentId", kinds, { parentId: "mediaFolder" })).toBe("mediaFolder");
    expect(kindOf("parentId", kinds, {})).toBeNull();
    expect(kindOf("postId", kinds, {})).toBeNull();
  });
});

describe("setAt", () => {
  it("sets nested fields, making objects on the way, and every item of a list", () => {
    const target: Record<string, unknown> = { items: [{ a: 1 }, { a: 2 }] };
    setAt(target, ["schedule", "ownerId"], "x");
    setAt(target, ["items", "[]", "postId"], "y");
    expect(target).toEqual({
      schedule: { ownerId: "x" },
      items: [
        { a: 1, postId: "y" },
        { a: 2, postId: "y" },
      ],
    });
    expect(() => setAt({ items: [] }, ["items", "[]", "postId"], "y")).toThrow(/no item/);
  });
});
