import { Link } from "react-router";
import { messages } from "@/shared/messages";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{messages.common.notFound}</h1>
      <Link to="/" className="text-primary underline underline-offset-4 hover:text-primary/80">
        {messages.common.returnHome}
      </Link>
    </main>
  );
}
