import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

describe("company", () => {
  it("answers the caller's own company", async () => {
    const owner = await signUp({ companyName: "Northwind", timeZone: "Europe/Berlin" });
    await signUp({ companyName: "Other Co" });
    const res = await api.get("/api/company", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: owner.companyId,
      name: "Northwind",
      defaultSocialPlatforms: [],
      timeZone: "Europe/Berlin",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The hosted blog's handle, given from the name on first use (decisions.md "Blog publishing").
      blogHandle: expect.stringMatching(/^northwind/),
      blogUrl: expect.stringMatching(/\/blog\/northwind/),
    });
    expect((await api.get("/api/company")).status).toBe(401);
  });

  it("a member of the same company sees the same company", async () => {
    const owner = await signUp({ companyName: "Shared" });
    const viewer = await addMember(owner, "viewer");
    expect((await api.get("/api/company", { token: viewer.token })).body).toMatchObject({
      id: owner.companyId,
      name: "Shared",
    });
  });

  it("updates name, time zone and default platforms partially; needs settings:manage", async () => {
    const owner = await signUp({ companyName: "Before" });
    const res = await api.put("/api/company", {
      token: owner.token,
      body: { name: " After ", defaultSocialPlatforms: ["LinkedIn", "twitter", "linkedin"], id: "ignored" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: owner.companyId,
      name: "After",
      defaultSocialPlatforms: ["linkedin", "twitter"],
      timeZone: "UTC",
    });

    const tz = await api.put("/api/company", { token: owner.token, body: { timeZone: "America/New_York" } });
    expect(tz.body).toMatchObject({
      name: "After",
      timeZone: "America/New_York",
      defaultSocialPlatforms: ["linkedin", "twitter"],
    });

    const bad = await api.put("/api/company", {
      token: owner.token,
      body: { timeZone: "Mars/Base", defaultSocialPlatforms: ["myspace"], name: "" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(["defaultSocialPlatforms.0", "name", "timeZone"]);

    const editor = await addMember(owner, "editor");
    const denied = await api.put("/api/company", { token: editor.token, body: { name: "Hijacked" } });
    expect(denied.status).toBe(403);
    expect((await api.get("/api/company", { token: owner.token })).body.name).toBe("After");
  });
});
