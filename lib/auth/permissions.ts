export const PERMISSIONS = [
  "content:create",
  "content:publish",
  "content:approve",
  "campaigns:manage",
  "assets:manage",
  "inbox:manage",
  "inbox:reply",
  "analytics:view",
  "reports:manage",
  "team:manage",
  "billing:manage",
  "settings:manage",
  "integrations:manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const BUILT_IN_ROLES: Record<string, { description: string; permissions: readonly Permission[] }> = {
  owner: { description: "Created the company; can do everything", permissions: PERMISSIONS },
  admin: { description: "Can do everything", permissions: PERMISSIONS },
  editor: {
    description: "Creates content and runs campaigns",
    permissions: ["content:create", "campaigns:manage", "assets:manage", "inbox:reply", "analytics:view"],
  },
  viewer: { description: "Sees analytics", permissions: ["analytics:view"] },
};

export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES);
