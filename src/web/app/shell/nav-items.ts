import {
  AtSign,
  BookOpen,
  CalendarDays,
  FileText,
  History,
  Image,
  Images,
  LayoutDashboard,
  Layers,
  Mail,
  MessageSquareText,
  Newspaper,
  PenLine,
  Sparkles,
  Tag,
  FileStack,
  ChartColumn,
  TrendingUp,
  UsersRound,
  Activity,
  type LucideIcon,
} from "lucide-react";
import { appCopy } from "../copy";

const nav = appCopy.nav;

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar's three groups (spec §2). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: nav.main,
    items: [
      { to: "/dashboard", label: nav.dashboard, icon: LayoutDashboard },
      { to: "/content-playground", label: nav.contentPlayground, icon: Sparkles },
      { to: "/image-playground", label: nav.imagePlayground, icon: Image },
      { to: "/calendar", label: nav.calendar, icon: CalendarDays },
      { to: "/activity", label: nav.activity, icon: Activity },
      { to: "/analytics", label: nav.analytics, icon: TrendingUp },
    ],
  },
  {
    label: nav.contentTypes,
    items: [
      { to: "/social-media", label: nav.social, icon: MessageSquareText },
      { to: "/email-broadcast", label: nav.email, icon: Mail },
      { to: "/newsletter", label: nav.newsletter, icon: Newspaper },
      { to: "/article", label: nav.article, icon: FileText },
      { to: "/other", label: nav.other, icon: PenLine },
    ],
  },
  {
    label: nav.management,
    items: [
      { to: "/brand-strategy", label: nav.brands, icon: Tag },
      { to: "/accounts", label: nav.accounts, icon: AtSign },
      { to: "/prompts", label: nav.prompts, icon: BookOpen },
      { to: "/images", label: nav.images, icon: Images },
      { to: "/documents", label: nav.documents, icon: FileStack },
      { to: "/content", label: nav.styleClusters, icon: Layers },
      { to: "/history", label: nav.history, icon: History },
      { to: "/usage", label: nav.usage, icon: ChartColumn },
    ],
  },
];

/** The group only the server's admins see (issue 25): its users page, sign-up mode among them. */
export const ADMIN_NAV_GROUP: NavGroup = {
  label: nav.administration,
  items: [{ to: "/admin/users", label: nav.users, icon: UsersRound }],
};

/** The groups the user sees: an instance admin also has Administration. */
export const navGroupsFor = (role: "user" | "admin" | undefined): NavGroup[] => (role === "admin" ? [...NAV_GROUPS, ADMIN_NAV_GROUP] : NAV_GROUPS);
