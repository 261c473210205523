import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { useAuth } from "@/web/lib/auth/use-auth";

/** Sends the user to /auth on sign-out or session loss anywhere but /auth (spec §2). */
export function RootLayout() {
  const { store } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      store.onAuthStateChange((event) => {
        if (event === "SIGNED_OUT" && window.location.pathname !== "/auth") navigate("/auth", { replace: true });
      }),
    [store, navigate],
  );

  useEffect(() => {
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
