import { matchRoutes, type RouteObject } from "react-router";
import { CONTENT_PAGES } from "@/shared/content-types";
import { RootLayout } from "./root-layout";
import { RequireAuth } from "./require-auth";
import { LandingRoute } from "./landing-route";
import { RouteError } from "./route-error";
import NotFoundPage from "./routes/not-found";
import { PRIVACY_PATH, TERMS_PATH } from "@/web/features/marketing/marketing-links";

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const guarded: RouteObject[] = [
  { path: "/dashboard", ...page(() => import("./routes/dashboard")) },
  { path: "/content-playground", ...page(() => import("./routes/content-playground")) },
  { path: "/playground", ...page(() => import("./routes/content-playground")) },
  { path: "/image-playground", ...page(() => import("./routes/image-playground")) },
  { path: "/prompts", ...page(() => import("./routes/prompts")) },
  { path: "/prompt-library", ...page(() => import("./routes/prompt-library")) },
  { path: "/history", ...page(() => import("./routes/history")) },
  { path: "/images", ...page(() => import("./routes/images")) },
  { path: "/documents", ...page(() => import("./routes/documents")) },
  { path: "/content", ...page(() => import("./routes/style-clusters")) },
  { path: "/brand-strategy", ...page(() => import("./routes/brand-strategy")) },
  { path: "/accounts", ...page(() => import("./routes/accounts")) },
  { path: "/calendar", ...page(() => import("./routes/calendar")) },
  { path: "/activity", ...page(() => import("./routes/activity")) },
  { path: "/app-account", ...page(() => import("./routes/app-account")) },
  { path: "/settings", ...page(() => import("./routes/settings")) },
  { path: "/usage", ...page(() => import("./routes/usage")) },
  { path: "/analytics", ...page(() => import("./routes/analytics")) },
  { path: "/workspace", ...page(() => import("./routes/workspace")) },
  { path: "/admin/users", ...page(() => import("./routes/admin-users")) },
  ...CONTENT_PAGES.map(
    (def): RouteObject => ({
      path: def.path,
      lazy: async () => {
        const { default: ContentPage } = await import("./routes/content-page");
        return { Component: () => <ContentPage key={def.path} page={def} /> };
      },
    }),
  ),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A lazy route met on a client-side navigation renders nothing until its module arrives; the first page's
    // modules are loaded before the first render (loadMatchedRoutes), as hydrating a pre-rendered page needs.
    HydrateFallback: () => null,
    children: [
      { path: "/", element: <LandingRoute /> },
      { path: "/auth", ...page(() => import("./routes/sign-in")) },
      { path: "/auth/confirm", ...page(() => import("./routes/auth-confirm")) },
      { path: "/signup", ...page(() => import("./routes/sign-up")) },
      { path: "/forgot-password", ...page(() => import("./routes/forgot-password")) },
      { path: "/reset-password", ...page(() => import("./routes/reset-password")) },
      { path: "/invite", ...page(() => import("./routes/invite")) },
      { path: "/oauth/authorize", ...page(() => import("./routes/oauth-authorize")) },
      // A client's review link (issue 26): no sign-in, the token in the path.
      { path: "/review/:token", ...page(() => import("./routes/review")) },
      { path: "/about", ...page(() => import("./routes/about")) },
      { path: "/why-free", ...page(() => import("./routes/why-free")) },
      { path: PRIVACY_PATH, ...page(() => import("./routes/privacy")) },
      { path: TERMS_PATH, ...page(() => import("./routes/terms")) },
      { element: <RequireAuth />, children: guarded },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Loads the lazy modules of the routes that match `pathname` into the route table, so the first render is the page itself. */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
