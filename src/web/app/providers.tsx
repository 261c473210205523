import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { AuthProvider } from "@/web/lib/auth/auth-provider";
import { createQueryClient } from "@/web/lib/query-client";
import { AppDataProviders } from "./app-data-providers";

// Toasts follow an action, so sonner loads beside the first page instead of delaying it (tooltips: app-shell.tsx).
const Toaster = lazy(() => import("@/web/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
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
