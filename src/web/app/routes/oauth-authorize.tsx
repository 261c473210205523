import { useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/shared/contracts/api-keys";
import type { AuthorizationRequest } from "@/shared/contracts/oauth";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { useAuthorizationDecision, useAuthorizationPreview } from "@/web/features/workspaces/api/oauth";
import { useWorkspaces } from "@/web/features/workspaces/api/workspaces";
import { workspacesCopy } from "@/web/features/workspaces/copy";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { messages } from "@/shared/messages";

const copy = workspacesCopy.oauth;
const FIELDS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "state", "scope", "resource"] as const;

/**
 * The consent page of the MCP authorization flow (issue 29 point 4): an assistant sent its person here. Signed in,
 * they see who asks and where the answer goes, choose the workspace and what it may do, and allow or deny; the
 * browser then goes back to the assistant. A request the server refuses (unknown app, unregistered address) is shown
 * here and never sent anywhere.
 */
export default function OAuthAuthorizePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, loading } = useAuth();
  const request = Object.fromEntries(FIELDS.flatMap((k) => (params.get(k) !== null ? [[k, params.get(k)!]] : []))) as AuthorizationRequest;
  const preview = useAuthorizationPreview(request, Boolean(user));
  const workspaces = useWorkspaces(Boolean(user));
  const decide = useAuthorizationDecision();
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [unchecked, setUnchecked] = useState<ApiKeyScope[]>([]);
  const [leaving, setLeaving] = useState(false);

  if (loading)
    return (
      <AuthLayout title={copy.title}>
        <p role="status" className="text-sm text-muted-foreground">
          {messages.common.loading}
        </p>
      </AuthLayout>
    );
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;

  const chosenWorkspace = workspaceId ?? workspaces.data?.[0]?.id ?? "";
  const asked = preview.data?.scopes ?? [];
  const scopes = asked.filter((s) => !unchecked.includes(s));
  const answer = (decision: "allow" | "deny") =>
    decide.mutate(
      { ...request, decision, workspace_id: chosenWorkspace || undefined, scopes },
      {
        onSuccess: ({ redirect_to }) => {
          setLeaving(true);
          window.location.assign(redirect_to);
        },
      },
    );

  return (
    <AuthLayout title={copy.title}>
      {preview.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-medium text-destructive">{copy.invalid}</p>
          <p>{errorMessage(preview.error)}</p>
        </div>
      ) : preview.isPending || workspaces.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.loading}
        </p>
      ) : leaving ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.going}
        </p>
      ) : (
        <div className="space-y-4 text-sm">
          <p className="text-base font-medium">{copy.summary(preview.data.client_name)}</p>
          <p className="text-muted-foreground">{copy.redirect(preview.data.redirect_host)}</p>
          <p className="text-muted-foreground">{copy.signedInAs(user.email)}</p>
          <div className="space-y-1.5">
            <Label htmlFor="oauth-workspace">{copy.workspaceLabel}</Label>
            <select
              id="oauth-workspace"
              className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
              value={chosenWorkspace}
              onChange={(e) => setWorkspaceId(e.target.value)}
            >
              {(workspaces.data ?? []).map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name} ({workspacesCopy.roles[w.role]})
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium">{copy.scopesLabel}</legend>
            {API_KEY_SCOPES.filter((s) => asked.includes(s)).map((s) => (
              <div key={s} className="flex items-center gap-2">
                <Checkbox
                  id={`oauth-scope-${s}`}
                  checked={scopes.includes(s)}
                  onCheckedChange={(checked) => setUnchecked((u) => (checked === true ? u.filter((x) => x !== s) : [...u, s]))}
                />
                <Label htmlFor={`oauth-scope-${s}`}>{workspacesCopy.apiKeys.scopes[s]}</Label>
              </div>
            ))}
            <p className="text-xs text-muted-foreground">{copy.scopesHint}</p>
          </fieldset>
          {scopes.length === 0 && <p className="text-destructive">{copy.noScope}</p>}
          {decide.isError && (
            <p role="alert" className="text-destructive">
              {errorMessage(decide.error)}
            </p>
          )}
          <div className="flex gap-2">
            <Button className="flex-1" onClick={() => answer("allow")} disabled={decide.isPending || scopes.length === 0 || !chosenWorkspace}>
              {decide.isPending ? copy.allowing : copy.allow}
            </Button>
            <Button className="flex-1" variant="outline" onClick={() => answer("deny")} disabled={decide.isPending}>
              {copy.deny}
            </Button>
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
