import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { ConfirmSignupForm } from "@/web/features/auth/components/confirm-signup-form";
import { authCopy } from "@/web/features/auth/copy";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { messages } from "@/shared/messages";

type State = { status: "working" } | { status: "done"; message: string } | { status: "failed"; message: string };

const copy = authCopy.confirm;

/** Completes a mailed link: sign-up confirmation (with the sign-up's password) or email change. */
export default function AuthConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (params.get("type") === "email_change") return <EmailChangeConfirmation token={token} />;
  return (
    <AuthLayout title={copy.signupTitle}>
      {token ? (
        <ConfirmSignupForm token={token} />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {messages.auth.linkInvalid}
        </p>
      )}
    </AuthLayout>
  );
}

function EmailChangeConfirmation({ token }: { token: string }) {
  const [state, setState] = useState<State>(() => (token ? { status: "working" } : { status: "failed", message: messages.auth.linkInvalid }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    unwrap(client.POST("/api/auth/verify", { body: { type: "email_change", token } }))
      .then((res) => setState({ status: "done", message: res.message }))
      .catch((err) => setState({ status: "failed", message: errorMessage(err) }));
  }, [token]);

  return (
    <AuthLayout title={copy.emailChangeTitle}>
      {state.status === "working" && <Spinner label={copy.working} />}
      {state.status !== "working" && (
        <div className="space-y-4">
          <p role={state.status === "failed" ? "alert" : "status"} className={state.status === "failed" ? "text-sm text-destructive" : "text-sm"}>
            {state.message}
          </p>
          <Button asChild className="w-full">
            <Link to="/app-account">{copy.backToProfile}</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
