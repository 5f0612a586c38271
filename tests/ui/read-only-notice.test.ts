import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";

describe("the read-only notice of settings", () => {
  it("names the permission as the roles page does, not by its code", () => {
    const text = renderToStaticMarkup(createElement(ReadOnlyNotice, { permission: "integrations:manage" })).replace(
      /<[^>]+>/g,
      "",
    );
    expect(text).toContain("Changing them needs the Manage integrations permission");
    expect(text).not.toContain("integrations:manage");
  });
});
