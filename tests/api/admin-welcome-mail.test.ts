import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { startFakeSmtp, type FakeSmtpServer } from "../helpers/fake-smtp";
import { devToken, signUp, uniqueEmail } from "../helpers/users";

describe("welcome e-mail at onboarding", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("the owner of a new company gets the welcome template, with the company name escaped in HTML", async () => {
    process.env.SMTP_URL = smtp.url;
    const owner = await signUp({ companyName: "Ada & <Co>" });
    const mail = smtp.messages.find((m) => m.to.includes(owner.email));
    expect(mail).toBeDefined();
    // The app name is the system settings' (other tests may rename it meanwhile).
    expect(mail!.decoded).toMatch(/Subject: Welcome to .+, Test/);
    expect(mail!.decoded).toContain("Your company Ada & <Co> is ready.");
    expect(mail!.decoded).toContain("Your company Ada &#38; &#60;Co&#62; is ready.");
    expect(mail!.decoded).toContain("/signin");
  });

  it("someone joining by invitation gets the invitation, not a welcome", async () => {
    process.env.SMTP_URL = smtp.url;
    const owner = await signUp({ companyName: "Inviting Ltd" });
    const email = uniqueEmail("joiner");
    expect((await api.post("/api/team/invite", { token: owner.token, body: { email, role: "viewer" } })).status).toBe(
      201,
    );
    const joined = await api.post("/api/auth/onboarding", { token: await devToken(email), body: { firstName: "Joy" } });
    expect(joined.status).toBe(201);
    const toJoiner = smtp.messages.filter((m) => m.to.includes(email));
    expect(toJoiner).toHaveLength(1);
    expect(toJoiner[0].decoded).not.toMatch(/Subject: Welcome to/);
  });

  it("an SMTP server that refuses does not fail onboarding", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const owner = await signUp({ companyName: "Offline Mail Co" });
    expect(owner.companyId).toEqual(expect.any(String));
  });
});
