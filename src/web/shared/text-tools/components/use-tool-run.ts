import { useState } from "react";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { headlinesCopy } from "../copy";

/** One tool's request: busy while it runs, the last result kept, a failure told in a toast (the server's words). */
export function useToolRun<T>() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);
  const run = async (call: () => Promise<T>) => {
    setBusy(true);
    try {
      setResult(await call());
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : headlinesCopy.failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, run };
}
