import { LegalPageView } from "@/web/features/marketing/components/legal-page";
import { privacyCopy } from "@/web/features/marketing/copy/legal-copy";

/** Privacy Policy (linked from the footer): what a self-hosted install stores, where, and who sees it. */
export default function PrivacyPage() {
  return <LegalPageView page={privacyCopy} />;
}
