import { Link, NavLink } from "react-router";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Logo } from "@/web/features/marketing/components/logo";
import { MobileNav } from "@/web/features/marketing/components/mobile-nav";
import { publicNavLinks } from "@/web/features/marketing/components/public-nav";
import { Container } from "@/web/features/marketing/components/section";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { AUTH_PATH } from "@/web/features/marketing/marketing-links";
import { cn } from "@/web/lib/cn";

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <nav aria-label={commonCopy.nav.label} className="hidden sm:block">
            <ul className="flex items-center gap-1">
              {publicNavLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      cn(
                        "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                        isActive && "text-foreground",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button asChild className="ml-1 sm:ml-2">
            <Link to={AUTH_PATH}>{messages.auth.signIn}</Link>
          </Button>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
