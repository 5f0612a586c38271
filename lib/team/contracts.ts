import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, pageQuery, timestamp, uuid } from "@/lib/api/schemas";
import { PERMISSIONS } from "@/lib/auth/permissions";

const permission = z.enum(PERMISSIONS, { message: `unknown permission; one of ${PERMISSIONS.join(", ")}` });
const permissionList = z
  .array(permission)
  .max(PERMISSIONS.length * 2, "too many entries")
  .transform((list) => [...new Set(list)]);

const roleName = z
  .string()
  .trim()
  .min(1, "is required")
  .max(50, "must be at most 50 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, "may contain letters, digits, spaces, hyphens and underscores");

const roleDescription = z.string().trim().max(500, "must be at most 500 characters");

export const RoleDTO = z.object({
  id: uuid,
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  isBuiltIn: z.boolean().describe("owner, admin, editor and viewer: cannot be changed or deleted"),
  memberCount: z.number().int(),
});

export const MemberDTO = z.object({
  id: uuid.describe("User id; DELETE /api/team/:id and PUT /api/team/:id take it"),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string().describe("Role name"),
  roleId: uuid,
  joinedAt: timestamp,
});

export const InvitationDTO = z.object({
  id: uuid,
  email: z.string(),
  role: z.string().describe("Role name the invitee gets on joining"),
  expiresAt: timestamp,
  createdAt: timestamp,
});

export type RoleOut = z.output<typeof RoleDTO>;
export type MemberOut = z.output<typeof MemberDTO>;
export type InvitationOut = z.output<typeof InvitationDTO>;

const roleConflicts =
  "409 `{error, message}`: ROLE_NAME_TAKEN (names are unique per company, case-insensitively), BUILT_IN_ROLE, ROLE_IN_USE.";
const grantRule = "Callers cannot grant permissions they do not hold themselves (403).";

export const listRoles = contract({
  method: "GET",
  path: "/api/roles",
  tag: "Team",
  summary: "List the company's roles",
  description:
    "Built-in roles first (owner, admin, editor, viewer), then custom roles by name, each with its number of members.",
  response: z.array(RoleDTO),
});

export const createRole = contract({
  method: "POST",
  path: "/api/roles",
  tag: "Team",
  summary: "Create a custom role",
  description: `Needs team:manage. ${grantRule} ${roleConflicts}`,
  permission: "team:manage",
  status: 201,
  audit: "role.create",
  body: z.object({ name: roleName, description: roleDescription.optional(), permissions: permissionList }),
  response: RoleDTO,
  errors: [403, 409],
});

export const updateRole = contract({
  method: "PUT",
  path: "/api/roles/:id",
  tag: "Team",
  summary: "Update a custom role",
  description: `Partial update; a permissions list replaces the old one and applies to the role's members at once. Built-in roles cannot be changed (409). Needs team:manage. ${grantRule} ${roleConflicts}`,
  permission: "team:manage",
  audit: "role.update",
  params: idParams,
  body: z.object({
    name: roleName.optional(),
    description: roleDescription.nullable().optional(),
    permissions: permissionList.optional(),
  }),
  response: RoleDTO,
  errors: [403, 404, 409],
});

export const deleteRole = contract({
  method: "DELETE",
  path: "/api/roles/:id",
  tag: "Team",
  summary: "Delete a custom role",
  description:
    "Built-in roles cannot be deleted, nor a role that members or pending invitations still hold (409). Needs team:manage.",
  permission: "team:manage",
  status: 204,
  audit: "role.delete",
  params: idParams,
  errors: [403, 404, 409],
});

export const listTeam = contract({
  method: "GET",
  path: "/api/team",
  tag: "Team",
  summary: "List the company's members and pending invitations",
  description:
    "items: members, oldest first, paginated by limit/offset (total counts members). invitations: every pending (not accepted, not expired) invitation, newest first.",
  query: pageQuery,
  response: z.object({
    items: z.array(MemberDTO),
    invitations: z.array(InvitationDTO),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const inviteMember = contract({
  method: "POST",
  path: "/api/team/invite",
  tag: "Team",
  summary: "Invite someone to the company",
  description:
    "Sends an invitation e-mail with a sign-in link; the invitee joins by signing in with that e-mail and calling POST /api/auth/onboarding. " +
    "role is a role name (built-in or custom, case-insensitive; unknown: 400). Expires after 7 days. Only an owner can invite an owner. " +
    `${grantRule} 409 ALREADY_MEMBER, ALREADY_IN_ANOTHER_COMPANY (a user belongs to one company), ALREADY_INVITED (a pending invitation exists). ` +
    "emailSent is false when the mail server could not be reached; the invitation still stands. Needs team:manage.",
  permission: "team:manage",
  status: 201,
  audit: "team.invite",
  body: z.object({
    email: z
      .email({ message: "must be an e-mail address" })
      .max(320)
      .transform((e) => e.toLowerCase()),
    role: z.string().trim().min(1, "is required").max(50),
  }),
  response: InvitationDTO.extend({ emailSent: z.boolean() }),
  errors: [403, 409],
});

export const changeMemberRole = contract({
  method: "PUT",
  path: "/api/team/:id",
  tag: "Team",
  summary: "Change a member's role",
  description:
    "role is a role name (unknown: 400). Only an owner can make or unmake an owner; the last owner keeps the role (409 LAST_OWNER). " +
    `${grantRule} Needs team:manage.`,
  permission: "team:manage",
  audit: "team.change_role",
  params: idParams,
  body: z.object({ role: z.string().trim().min(1, "is required").max(50) }),
  response: MemberDTO,
  errors: [403, 404, 409],
});

export const removeMember = contract({
  method: "DELETE",
  path: "/api/team/:id",
  tag: "Team",
  summary: "Remove a member from the company",
  description:
    "Deletes the user; their sessions and personal access tokens stop working at once. Only an owner can remove an owner; the last owner cannot be removed (409 LAST_OWNER). Needs team:manage.",
  permission: "team:manage",
  status: 204,
  audit: "team.remove",
  params: idParams,
  errors: [403, 404, 409],
});

export const revokeInvitation = contract({
  method: "DELETE",
  path: "/api/team/invitations/:id",
  tag: "Team",
  summary: "Revoke a pending invitation",
  description:
    "The invitee can no longer join with it. An accepted invitation: 409 (remove the member instead). Needs team:manage.",
  permission: "team:manage",
  status: 204,
  audit: "team.revoke_invitation",
  params: idParams,
  errors: [403, 404, 409],
});
