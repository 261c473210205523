import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { EmailChangeForm } from "@/web/features/auth/components/email-change-form";
import { PasswordChangeForm } from "@/web/features/auth/components/password-change-form";
import { authCopy } from "@/web/features/auth/copy";
import { YourDataCard } from "@/web/features/your-data/components/your-data-card";
import { useAuth } from "@/web/lib/auth/use-auth";

const copy = authCopy.account;

/** Profile (spec: Account Settings): the email address with 'Update Email', and the password. Both ask for the current password. */
export default function AppAccountPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={copy.title} description={copy.description} />
      <Card>
        <CardHeader>
          <CardTitle>{copy.emailTitle}</CardTitle>
          <CardDescription>{copy.emailDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmailChangeForm key={user?.email} currentEmail={user?.email ?? ""} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{copy.passwordTitle}</CardTitle>
          <CardDescription>{copy.passwordDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordChangeForm />
        </CardContent>
      </Card>
      <YourDataCard />
    </div>
  );
}
