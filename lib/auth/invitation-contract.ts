import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp, uuid } from "@/lib/api/schemas";

export const PendingInvitationDTO = z.object({
  id: uuid,
  companyName: z.string(),
  role: z.string(),
  expiresAt: timestamp,
});

export type PendingInvitation = z.output<typeof PendingInvitationDTO>;

export const getMyPendingInvitation = contract({
  method: "GET",
  path: "/api/auth/invitation",
  tag: "Identity",
  summary: "The pending team invitation for the signed-in e-mail",
  description:
    "The invitation onboarding would accept (the newest unexpired, unaccepted one for this e-mail), or `invitation: null`. " +
    "Lets a client tell a new user which company they are joining before POST /api/auth/onboarding.",
  access: "identity",
  response: z.object({ invitation: PendingInvitationDTO.nullable() }),
});
