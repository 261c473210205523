import { Link } from "react-router";
import { messages } from "@/shared/messages";

/** The brand-context banner; without a selected brand it says so and points to the Brand Strategy page. */
export function BrandBanner() {
  return (
    <p className="truncate text-sm text-muted-foreground">
      {messages.brands.noContext}{" "}
      <Link to="/brand-strategy" className="text-primary underline-offset-4 hover:underline">
        {messages.brands.noContextHint}
      </Link>
    </p>
  );
}
