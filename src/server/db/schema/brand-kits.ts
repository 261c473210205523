import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brandStrategy } from "./content";
import { workspaceRef } from "./workspaces";
import { createdAt, updatedAt } from "./columns";

/**
 * A brand's kit for branded graphics (issue 27 point 2): colours, the bundled font and a logo (an uploaded image of
 * the workspace, image-storage key). Its own table, one row per brand, so the brand's voice columns stay apart.
 */
export const brandKits = pgTable("brand_kits", {
  brandId: uuid("brand_id")
    .primaryKey()
    .references(() => brandStrategy.id, { onDelete: "cascade" }),
  workspaceId: workspaceRef(),
  primaryColor: text("primary_color").notNull(),
  secondaryColor: text("secondary_color").notNull(),
  backgroundColor: text("background_color").notNull(),
  font: text("font").notNull(),
  /** image-storage key of the logo, or null. */
  logoPath: text("logo_path"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
