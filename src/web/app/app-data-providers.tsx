import type { ReactNode } from "react";

/** Providers of app-wide data that features contribute (the selected brand, realtime). */
export function AppDataProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
