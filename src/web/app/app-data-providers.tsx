import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { BrandProvider } from "@/web/features/brands/brand-context";
import { useAuth } from "@/web/lib/auth/use-auth";

/** Cached data belongs to the signed-in user: it is dropped on sign-out and when another user signs in. */
function QueryCacheGuard() {
  const queryClient = useQueryClient();
  const { store } = useAuth();
  const lastUser = useRef<string | null>(store.getSession()?.user.id ?? null);
  useEffect(
    () =>
      store.onAuthStateChange((event, session) => {
        const userId = session?.user.id ?? null;
        if (event === "SIGNED_OUT" || (userId && lastUser.current && userId !== lastUser.current)) queryClient.clear();
        lastUser.current = userId;
      }),
    [store, queryClient],
  );
  return null;
}

/** Providers of app-wide data that features contribute (the selected brand). */
export function AppDataProviders({ children }: { children: ReactNode }) {
  return (
    <BrandProvider>
      <QueryCacheGuard />
      {children}
    </BrandProvider>
  );
}
