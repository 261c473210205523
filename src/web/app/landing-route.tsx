import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { useAuth } from "@/web/lib/auth/use-auth";
import { messages } from "@/shared/messages";

const LandingPage = lazy(() => import("./routes/landing"));

/** "/": the landing page for visitors; a session goes straight to the dashboard. */
export function LandingRoute() {
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
        {messages.common.loading}
      </div>
    );
  }
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={null}>
      <LandingPage />
    </Suspense>
  );
}
