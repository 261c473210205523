import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/web/components/ui/button";
import { messages } from "@/shared/messages";
import { appCopy } from "./copy";
import NotFoundPage from "./routes/not-found";

/** Shown when a route fails to load or render: a clear message and a way back, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.warn(error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{messages.common.somethingWentWrong}</h1>
      <p className="max-w-md text-muted-foreground">{appCopy.routeError.hint}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{appCopy.routeError.reload}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{messages.common.returnHome}</Link>
        </Button>
      </div>
    </div>
  );
}
