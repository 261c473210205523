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
  type LucideIcon,
} from "lucide-react";

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
    label: "Main",
    items: [
      { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      { to: "/content-playground", label: "Content Playground", icon: Sparkles },
      { to: "/image-playground", label: "Image Playground", icon: Image },
      { to: "/calendar", label: "Calendar", icon: CalendarDays },
    ],
  },
  {
    label: "Content Types",
    items: [
      { to: "/social-media", label: "Social", icon: MessageSquareText },
      { to: "/email-broadcast", label: "Email", icon: Mail },
      { to: "/newsletter", label: "Newsletter", icon: Newspaper },
      { to: "/article", label: "Article", icon: FileText },
      { to: "/other", label: "Other", icon: PenLine },
    ],
  },
  {
    label: "Management",
    items: [
      { to: "/brand-strategy", label: "Brands", icon: Tag },
      { to: "/accounts", label: "Accounts", icon: AtSign },
      { to: "/prompts", label: "Prompts", icon: BookOpen },
      { to: "/images", label: "Images", icon: Images },
      { to: "/documents", label: "Documents", icon: FileStack },
      { to: "/content", label: "Style Clusters", icon: Layers },
      { to: "/history", label: "History", icon: History },
      { to: "/usage", label: "Usage", icon: ChartColumn },
    ],
  },
];
