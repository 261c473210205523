import { useParams } from "react-router";
import { ReviewPage } from "@/web/features/review/components/review-page";

/** /review/<token>: a client's review link, without an account (issue 26). */
export default function ReviewRoute() {
  const { token = "" } = useParams();
  return <ReviewPage token={token} />;
}
