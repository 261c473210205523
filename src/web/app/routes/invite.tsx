import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { useAcceptInvitation, useInvitationPreview } from "@/web/features/workspaces/api/invitations";
import { workspacesCopy } from "@/web/features/workspaces/copy";
import { rememberInvitation } from "@/web/features/workspaces/pending-invitation";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { toast } from "@/web/lib/toast";
import { setCurrentWorkspace } from "@/web/lib/workspace";

const copy = workspacesCopy.invitation;

/**
 * The page an invitation link opens: what it offers, then accept (signed in) or sign up / sign in first, after
 * which the shell accepts it (the token waits in this browser: pending-invitation.ts).
 */
export default function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useInvitationPreview(token);
  const { user } = useAuth();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ workspace }) => {
        setCurrentWorkspace(workspace.id);
        toast.success(workspacesCopy.notices.joined(workspace.name));
        void navigate("/dashboard");
      },
    });

  return (
    <AuthLayout title={copy.title}>
      {!token || preview.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-medium text-destructive">{copy.invalid}</p>
          {preview.isError && <p>{errorMessage(preview.error)}</p>}
        </div>
      ) : preview.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.loading}
        </p>
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-base">{copy.summary(preview.data.inviter, preview.data.workspace_name, workspacesCopy.roles[preview.data.role])}</p>
          {preview.data.by_email && <p className="text-muted-foreground">{copy.byEmail}</p>}
          {user ? (
            <>
              <p className="text-muted-foreground">{copy.signedInAs(user.email)}</p>
              {accept.isError && (
                <p role="alert" className="text-destructive">
                  {errorMessage(accept.error)}
                </p>
              )}
              <Button className="w-full" onClick={onAccept} disabled={accept.isPending}>
                {accept.isPending ? copy.accepting : copy.accept}
              </Button>
            </>
          ) : (
            <>
              <p className="text-muted-foreground">{copy.newHere}</p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button asChild className="flex-1">
                  <Link to="/signup" onClick={() => rememberInvitation(token)}>
                    {copy.signUp}
                  </Link>
                </Button>
                <Button asChild variant="outline" className="flex-1">
                  <Link to="/auth" onClick={() => rememberInvitation(token)}>
                    {copy.signIn}
                  </Link>
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
