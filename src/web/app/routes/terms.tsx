import { LegalPageView } from "@/web/features/marketing/components/legal-page";
import { termsCopy } from "@/web/features/marketing/copy/legal-copy";

/** Terms of Service (linked from the footer) for a self-hosted install. */
export default function TermsPage() {
  return <LegalPageView page={termsCopy} />;
}
