import type * as React from "react";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { messages } from "@/shared/messages";
import { Logo } from "@/web/features/marketing/components/logo";
import { publicNavLinks } from "@/web/features/marketing/components/public-nav";
import { Container } from "@/web/features/marketing/components/section";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import {
  AUTH_PATH,
  CONTACT_EMAIL,
  CONTACT_MAILTO,
  PRIVACY_PATH,
  PRODUCT_NAME,
  TERMS_PATH,
} from "@/web/features/marketing/marketing-links";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";
const copy = commonCopy.footer;

function FooterColumn({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function PublicFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="border-t bg-muted/30">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[2fr_1fr_1fr_1.4fr]">
          <div className="col-span-2 max-w-xs lg:col-span-1">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{copy.tagline}</p>
          </div>
          <FooterColumn title={copy.productHeading}>
            {publicNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={AUTH_PATH} className={linkClass}>
                {messages.auth.signIn}
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title={copy.legalHeading}>
            <li>
              <Link to={PRIVACY_PATH} className={linkClass}>
                {copy.privacy}
              </Link>
            </li>
            <li>
              <Link to={TERMS_PATH} className={linkClass}>
                {copy.terms}
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title={copy.contactHeading} className="col-span-2 lg:col-span-1">
            <li className="text-sm leading-relaxed text-muted-foreground">{copy.contactLead}</li>
            <li>
              <a
                href={CONTACT_MAILTO}
                className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <Mail className="size-4" />
                {CONTACT_EMAIL}
              </a>
            </li>
          </FooterColumn>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{copy.parentCompany}</p>
          {/* Pre-rendered at build time (scripts/prerender.ts): a new year must not fail the page's hydration. */}
          <p suppressHydrationWarning>
            © {year} {PRODUCT_NAME}. {copy.rights}
          </p>
        </div>
      </Container>
    </footer>
  );
}
