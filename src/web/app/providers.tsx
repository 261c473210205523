import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { AuthProvider } from "@/web/lib/auth/auth-provider";
import type { SessionStore } from "@/web/lib/auth/session-store";
import { createQueryClient } from "@/web/lib/query-client";
import { AppDataProviders } from "./app-data-providers";

// Toasts follow an action, so sonner loads beside the first page instead of delaying it (tooltips: app-shell.tsx).
const Toaster = lazy(() => import("@/web/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** `store`: the build's pre-render passes a signed-out one (src/web/prerender.tsx); the browser uses the default. */
export function AppProviders({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <AppDataProviders>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AppDataProviders>
      </AuthProvider>
    </QueryClientProvider>
  );
}
