import { api } from "./app";
import { devToken, uniqueEmail, type TestUser } from "./users";

/** Invites a new person into `owner`'s company with `role`, and has them accept through onboarding. */
export async function addMember(owner: TestUser, role = "editor", email = uniqueEmail("member")): Promise<TestUser> {
  const invite = await api.post("/api/team/invite", { token: owner.token, body: { email, role } });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${invite.text}`);
  const res = await api.post("/api/auth/onboarding", {
    token: await devToken(email),
    body: { firstName: "Team", lastName: "Mate" },
  });
  if (res.status !== 201) throw new Error(`joining failed: ${res.status} ${res.text}`);
  return { token: res.body.token, email, userId: res.body.user.id, companyId: res.body.company.id };
}
