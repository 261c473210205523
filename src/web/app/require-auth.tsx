import { lazy, Suspense, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/web/lib/auth/use-auth";
import { messages } from "@/shared/messages";

// The shell (sidebar, menus) is not needed on public pages, so it loads with the first guarded page.
const AppShell = lazy(() => import("./shell/app-shell").then((m) => ({ default: m.AppShell })));

function Loading() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
      {messages.common.loading}
    </div>
  );
}

/**
 * The route guard of spec §2: 'Loading...' while checking, /auth (remembering the origin) without a session.
 * The origin remembers whose page it was, so that after a sign-out the next person starts at the dashboard
 * instead of on the last page of the one before (see originFor in sign-in).
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  // Who was signed in on this tab (the "previous render" pattern: kept in state, updated while rendering).
  const [lastUserId, setLastUserId] = useState<string | undefined>(undefined);
  if (user && user.id !== lastUserId) setLastUserId(user.id);
  if (loading) return <Loading />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location, userId: lastUserId }} />;
  return (
    <Suspense fallback={<Loading />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </Suspense>
  );
}
