import { Menu } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { publicNavLinks } from "@/web/features/marketing/components/public-nav";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { HOME_PATH } from "@/web/features/marketing/marketing-links";

/** Below the sm breakpoint the nav links fold into a menu so the bar fits 320 px. */
export function MobileNav() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="sm:hidden"
          aria-label={commonCopy.nav.openMenu}
        >
          <Menu className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuItem asChild>
          <Link to={HOME_PATH}>{commonCopy.nav.home}</Link>
        </DropdownMenuItem>
        {publicNavLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
