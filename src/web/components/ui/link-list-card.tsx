import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/** A dashboard card: a titled region with a link to the page it summarises, and its list (or state) inside. */
export function LinkListCard({
  id,
  title,
  description,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  description: string;
  to: string;
  linkLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle asChild id={id}>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to={to}>
              {linkLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One row of a LinkListCard's list: the whole row links to `to`. */
export function LinkListRow({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex flex-col gap-1 rounded-md px-2 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-3"
      >
        {children}
      </Link>
    </li>
  );
}
