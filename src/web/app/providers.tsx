import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/web/components/ui/toaster";
import { TooltipProvider } from "@/web/components/ui/tooltip";
import { AuthProvider } from "@/web/lib/auth/auth-provider";
import { createQueryClient } from "@/web/lib/query-client";
import { AppDataProviders } from "./app-data-providers";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppDataProviders>
          <TooltipProvider>
            {children}
            <Toaster />
          </TooltipProvider>
        </AppDataProviders>
      </AuthProvider>
    </QueryClientProvider>
  );
}
