import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { authCopy } from "@/web/features/auth/copy";
import { api } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { messages } from "@/shared/messages";

type State = { status: "working" } | { status: "done"; message: string } | { status: "failed"; message: string };

const copy = authCopy.confirm;

/** Completes a mailed link: sign-up confirmation or email change. */
export default function AuthConfirmPage() {
  const [params] = useSearchParams();
  const type = params.get("type") === "email_change" ? "email_change" : "signup";
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(() => (token ? { status: "working" } : { status: "failed", message: messages.auth.linkInvalid }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    api
      .post<{ message: string }>("/auth/verify", { type, token })
      .then((res) => setState({ status: "done", message: res.message }))
      .catch((err) => setState({ status: "failed", message: errorMessage(err) }));
  }, [type, token]);

  return (
    <AuthLayout title={type === "signup" ? copy.signupTitle : copy.emailChangeTitle}>
      {state.status === "working" && <Spinner label={copy.working} />}
      {state.status !== "working" && (
        <div className="space-y-4">
          <p role={state.status === "failed" ? "alert" : "status"} className={state.status === "failed" ? "text-sm text-destructive" : "text-sm"}>
            {state.message}
          </p>
          <Button asChild className="w-full">
            <Link to={type === "signup" ? "/auth" : "/app-account"}>{type === "signup" ? messages.auth.signIn : copy.backToProfile}</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
