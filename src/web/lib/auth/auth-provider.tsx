import { useEffect, useMemo, useState, type ReactNode } from "react";
import { AuthContext, type AuthState } from "./use-auth";
import { sessionStore } from "./session-store";

/** Holds the current user and a loading flag that stays true until the first session read completes. */
export function AuthProvider({ children, store = sessionStore }: { children: ReactNode; store?: typeof sessionStore }) {
  const [state, setState] = useState<AuthState>(() => ({ user: store.getSession()?.user ?? null, session: store.getSession(), loading: !store.initialized }));

  useEffect(() => {
    const unsubscribe = store.onAuthStateChange((_event, session) => {
      setState({ user: session?.user ?? null, session, loading: false });
    });
    if (!store.initialized) void store.initialize();
    return unsubscribe;
  }, [store]);

  const value = useMemo(
    () => ({
      ...state,
      store,
      signIn: (email: string, password: string) => store.signIn(email, password),
      signUp: (email: string, password: string, setupCode?: string, invitationToken?: string) => store.signUp(email, password, setupCode, invitationToken),
      signOut: () => store.signOut(),
    }),
    [state, store],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
