import { describe, expect, it } from "vitest";
import { readFrontmatter } from "./frontmatter";

describe("readFrontmatter", () => {
  it("reads the fields generate-blog-post writes (JSON-quoted strings and lists) and the body after them", () => {
    const doc =
      '---\ntitle: "Why \\"cadence\\" matters"\nslug: why-cadence-matters\ndescription: "Short steps, explained."\n' +
      'tags: ["running", "form"]\ncategories: ["Training"]\n---\n\n## Cadence\n\nShort quick steps.';
    expect(readFrontmatter(doc)).toEqual({
      fields: {
        title: 'Why "cadence" matters',
        slug: "why-cadence-matters",
        description: "Short steps, explained.",
        tags: ["running", "form"],
        categories: ["Training"],
      },
      body: "## Cadence\n\nShort quick steps.",
    });
  });

  it("reads plain YAML lists and single-quoted strings; an empty list is empty", () => {
    expect(
      readFrontmatter("---\ntags: [trail, 'wet rock']\ndescription: 'It''s grip'\ncategories: []\n---\nBody").fields,
    ).toEqual({
      tags: ["trail", "wet rock"],
      description: "It's grip",
      categories: [],
    });
  });

  it("a document without frontmatter is all body; a lone rule in the body is not frontmatter", () => {
    expect(readFrontmatter("## Cadence\n\n---\n\nMore")).toEqual({ fields: {}, body: "## Cadence\n\n---\n\nMore" });
  });
});
