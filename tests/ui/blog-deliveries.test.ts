import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogDeliveries } from "@/components/blog-destinations/blog-deliveries";
import { deliveriesKey } from "@/components/blog-destinations/queries";

const POST_ID = "0b7c4a52-3f1e-4d6a-9c1b-2f5e8d9a7b10";

function render(client: QueryClient): string {
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(BlogDeliveries, { postId: POST_ID })),
  );
}

// The publish panel's destination list: while it loads it must not say the post has gone nowhere.
describe("BlogDeliveries", () => {
  it("shows it is loading, not the nothing-sent-yet hint, before the list arrives", () => {
    const html = render(new QueryClient());
    expect(html).toContain('aria-label="Loading destinations"');
    expect(html).not.toContain("Publishing sends the post");
  });

  it("says where publishing sends the post once the list is known to be empty", () => {
    const client = new QueryClient();
    client.setQueryData(deliveriesKey(POST_ID), []);
    const html = render(client);
    expect(html).toContain("Publishing sends the post");
    expect(html).not.toContain("Loading destinations");
  });

  it("lists each destination with its state and error", () => {
    const client = new QueryClient();
    client.setQueryData(deliveriesKey(POST_ID), [
      {
        destinationId: "d1",
        destination: "My WP",
        status: "failed",
        url: null,
        error: "WordPress could not be reached",
      },
    ]);
    const html = render(client);
    expect(html).toContain("My WP");
    expect(html).toContain("Failed");
    expect(html).toContain("WordPress could not be reached");
  });
});
