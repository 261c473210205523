import { createContext, useContext } from "react";
import type { SessionDto, UserDto } from "@/shared/contracts/auth";
import { sessionStore } from "./session-store";

export interface AuthState {
  user: UserDto | null;
  session: SessionDto | null;
  /** True until the first session read completes. */
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  signIn: (email: string, password: string) => Promise<SessionDto>;
  /** `setupCode`: the code from the server's start-up log that makes the first administrator. */
  signUp: (email: string, password: string, setupCode?: string, invitationToken?: string) => Promise<string>;
  signOut: () => Promise<void>;
  store: typeof sessionStore;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>");
  return ctx;
}
