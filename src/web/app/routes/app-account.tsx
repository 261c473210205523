import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { EmailChangeForm } from "@/web/features/auth/components/email-change-form";
import { PasswordChangeForm } from "@/web/features/auth/components/password-change-form";
import { useAuth } from "@/web/lib/auth/use-auth";

/** Profile (spec: Account Settings): the email address with 'Update Email', and the password. Both ask for the current password. */
export default function AppAccountPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Account Settings" description="Manage the email address and password you sign in with." />
      <Card>
        <CardHeader>
          <CardTitle>Email address</CardTitle>
          <CardDescription>We&apos;ll send a confirmation link to the new address and tell your current one. The change takes effect once you open the link.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmailChangeForm key={user?.email} currentEmail={user?.email ?? ""} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing your password signs you out on every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordChangeForm />
        </CardContent>
      </Card>
    </div>
  );
}
