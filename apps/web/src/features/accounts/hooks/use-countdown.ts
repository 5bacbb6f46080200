import { CODE_RESEND_SECONDS } from "@mp/contracts";
import { useCallback, useEffect, useState } from "react";

/** The resend countdown of a get-code button: 60 s in 1 s ticks (docs/states.md). */
export function useCountdown(seconds = CODE_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
