import type { Permission } from "@/lib/auth/permissions";

/** What each permission lets a person do, in the words the roles page shows. */
export const PERMISSION_LABELS: Record<Permission, { label: string; description: string }> = {
  "content:create": { label: "Create content", description: "Draft posts, articles and video scripts" },
  "content:publish": { label: "Publish content", description: "Schedule and publish to connected networks" },
  "content:approve": { label: "Approve content", description: "Approve or request changes on teammates' drafts" },
  "campaigns:manage": { label: "Manage campaigns", description: "Create, edit, pause and complete campaigns" },
  "assets:manage": { label: "Manage assets", description: "Upload and organise images and media" },
  "inbox:manage": { label: "Manage inbox", description: "Assign, archive and delete inbox items" },
  "inbox:reply": { label: "Reply in inbox", description: "Answer comments and messages" },
  "analytics:view": { label: "View analytics", description: "See performance dashboards" },
  "reports:manage": { label: "Manage reports", description: "Create and schedule reports" },
  "team:manage": { label: "Manage team", description: "Invite and remove members, edit roles" },
  "billing:manage": { label: "Manage billing", description: "Change plan and payment details" },
  "settings:manage": { label: "Manage settings", description: "Edit brand profile and workspace settings" },
  "integrations:manage": { label: "Manage integrations", description: "Connect social accounts and tools" },
};

export function permissionLabel(name: string): string {
  return PERMISSION_LABELS[name as Permission]?.label ?? name;
}
