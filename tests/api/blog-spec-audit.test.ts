import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

/** decisions.md "Blog publishing", rule by rule, where no other test holds it. */

describe("blog publishing: the spec's rules", () => {
  it("publish answers 200 {post, deliveries [{destination, status, url, error}]}; the hosted delivery has the public URL", async () => {
    const owner = await signUp();
    const handle = (await api.get("/api/company", { token: owner.token })).body.blogHandle as string;
    expect(handle).toEqual(expect.any(String));
    const created = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Spec shaped", markdownBody: "Body" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.status).toBe("DRAFT");

    const res = await api.post(`/api/blog/posts/${created.body.id}/publish`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.post).toMatchObject({
      id: created.body.id,
      title: "Spec shaped",
      slug: created.body.slug,
      markdownBody: "Body",
      status: "PUBLISHED",
    });
    expect(res.body.deliveries).toHaveLength(1);
    const [hosted] = res.body.deliveries;
    expect(hosted).toMatchObject({
      destination: expect.any(String),
      status: "published",
      url: `${env.appUrl}/blog/${handle}/${created.body.slug}`,
      error: null,
    });
  });

  it("a missing post is 404 {error} on read, update, delete and publish", async () => {
    const owner = await signUp();
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of [
      await api.get(`/api/blog/posts/${id}`, { token: owner.token }),
      await api.put(`/api/blog/posts/${id}`, { token: owner.token, body: { title: "x" } }),
      await api.delete(`/api/blog/posts/${id}`, { token: owner.token }),
      await api.post(`/api/blog/posts/${id}/publish`, { token: owner.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});
