import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/web/lib/auth/use-auth";
import { messages } from "@/shared/messages";
import { AppShell } from "./shell/app-shell";

/** The route guard of spec §2: 'Loading...' while checking, /auth (remembering the origin) without a session. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
        {messages.common.loading}
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
