/** Task "post": one piece in the shape of its content type. */
import type { Rng } from "../prng";
import { article } from "../templates/article";
import { emailBroadcast } from "../templates/email";
import { generalPiece } from "../templates/general";
import { newsletter } from "../templates/newsletter";
import { socialPost } from "../templates/social";
import type { WriterContext } from "./context";

export function writePost(ctx: WriterContext, rng: Rng = ctx.rng): string {
  switch (ctx.contentType) {
    case "social_media":
      return socialPost(ctx, rng);
    case "email_broadcast":
      return emailBroadcast(ctx, rng);
    case "newsletter":
      return newsletter(ctx, rng);
    case "article":
      return article(ctx, rng);
    default:
      return generalPiece(ctx, rng);
  }
}
