import { useContext, useEffect, useRef, useState } from "react";
import { ApiError } from "@/web/lib/api-client";
import { CurrentBrandContext } from "@/web/lib/brand-context-core";
import { readSelectedBrandId } from "@/web/lib/current-brand";
import { toast } from "@/web/lib/toast";
import { headlinesCopy } from "../copy";

/**
 * One tool's request: busy while it runs, the last result kept, a failure told in a toast (the server's words).
 * Stop (or closing the dialog) aborts the request, and the server then stops the model; a stopped run changes
 * nothing and says nothing.
 */
export function useToolRun<T>() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const run = async (call: (signal: AbortSignal) => Promise<T>) => {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      setResult(await call(controller.signal));
    } catch (err) {
      if (!controller.signal.aborted) toast.error(err instanceof ApiError ? err.message : headlinesCopy.failed);
    } finally {
      if (running.current === controller) running.current = null;
      setBusy(false);
    }
  };
  const stop = () => running.current?.abort();
  return { busy, result, run, stop };
}

/** The brand of the banner, as every generation sends it (spec §2 brand context). */
export function useBrandId(): string | null {
  const brand = useContext(CurrentBrandContext);
  return brand ? brand.brandId : readSelectedBrandId();
}
