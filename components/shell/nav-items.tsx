import type { ComponentType } from "react";
import {
  BellIcon,
  BuildingIcon,
  CalendarIcon,
  CheckIcon,
  ChartIcon,
  ClockIcon,
  FileTextIcon,
  HomeIcon,
  ImageIcon,
  InboxIcon,
  KeyIcon,
  LinkIcon,
  LockIcon,
  MegaphoneIcon,
  PaletteIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
} from "@/components/ui/icons";

export interface NavItem {
  href: string;
  label: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

/** Only areas that exist. Admin is added for Super Admins. */
export function navSections(isSuperAdmin: boolean): NavSection[] {
  const sections: NavSection[] = [
    {
      items: [
        { href: "/", label: "Dashboard", icon: HomeIcon },
        { href: "/inbox", label: "Inbox", icon: InboxIcon },
        { href: "/campaigns", label: "Campaigns", icon: MegaphoneIcon },
        { href: "/content", label: "Content", icon: FileTextIcon },
        { href: "/approvals", label: "Approvals", icon: CheckIcon },
        { href: "/calendar", label: "Calendar", icon: CalendarIcon },
        { href: "/queues", label: "Queues", icon: ClockIcon },
        { href: "/media", label: "Media", icon: ImageIcon },
        { href: "/link-in-bio", label: "Link in bio", icon: LinkIcon },
        { href: "/analytics", label: "Analytics", icon: ChartIcon },
        { href: "/reports", label: "Reports", icon: FileTextIcon },
      ],
    },
    {
      title: "Settings",
      items: [
        // Nothing publishes without a connected account: first, where a newcomer looks.
        { href: "/settings/accounts", label: "Connected accounts", icon: SendIcon },
        { href: "/settings/posting-schedule", label: "Posting schedule", icon: SettingsIcon },
        { href: "/settings/company", label: "Company", icon: BuildingIcon },
        { href: "/settings/brand", label: "Brand", icon: PaletteIcon },
        { href: "/settings/team", label: "Team", icon: UsersIcon },
        { href: "/settings/approvals", label: "Approvals", icon: CheckIcon },
        { href: "/settings/notifications", label: "Notifications", icon: BellIcon },
        { href: "/settings/roles", label: "Roles", icon: LockIcon },
        { href: "/settings/tokens", label: "API tokens", icon: KeyIcon },
        { href: "/settings/usage", label: "AI usage", icon: SparklesIcon },
      ],
    },
  ];
  if (isSuperAdmin) sections.push({ title: "Platform", items: [{ href: "/admin", label: "Admin", icon: ShieldIcon }] });
  return sections;
}

export function isActive(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
