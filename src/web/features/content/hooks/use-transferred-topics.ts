import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { messages } from "@/shared/messages";
import { toast } from "@/web/lib/toast";
import { readTransferredTopics } from "../lib/transferred-topics";

/**
 * Topics sent from the Content Playground (router state) become rows once. The state is then cleared from the
 * history entry, so a reload or a Back does not insert them again. They wait until the page's prompts and models
 * are known (`ready`), so the rows arrive with the first prompt and the default model chosen.
 */
export function useTransferredTopics(multiTopic: boolean, onTopics: (texts: string[]) => void, ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const receive = useRef(onTopics);
  useEffect(() => {
    receive.current = onTopics;
  }, [onTopics]);

  useEffect(() => {
    if (!ready || handled.current === location.key) return;
    const result = readTransferredTopics(location.state, multiTopic);
    if (result.kind === "none") return;
    handled.current = location.key;
    if (result.kind === "invalid") toast.error(messages.generation.topicsTransferFailed);
    else {
      receive.current(result.texts);
      toast.success(messages.generation.topicsTransferred);
    }
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, multiTopic, navigate, ready]);
}
