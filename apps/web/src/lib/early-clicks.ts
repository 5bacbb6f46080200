/** What holding taps needs of the page: its click listeners (the document, or a stand-in in tests). */
export interface ClickSource {
  addEventListener(type: "click", listener: (e: MouseEvent) => void, capture: boolean): void;
  removeEventListener(type: "click", listener: (e: MouseEvent) => void, capture: boolean): void;
}

const TAPPABLE = "a, button, input, select, label, [role], [tabindex]";

/**
 * Taps on the server's markup before the app has taken it over would be lost (no handler is there
 * yet): they are held from the moment this is called, and replayed on the same elements by the
 * function it answers, once the app has taken the page over. The replay is one tap per task, so
 * each one's changes are drawn before the next; a tap made while they are replayed joins the end
 * of the line, so the app sees every tap in the order the person made them. A held element that
 * has left the page is skipped.
 */
export function holdEarlyClicks(
  source: ClickSource = document,
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): () => void {
  const held: HTMLElement[] = [];
  let replaying = false;
  const hold = (e: MouseEvent) => {
    if (replaying) return;
    const target = (e.target as Element | null)?.closest<HTMLElement>(TAPPABLE);
    if (!target) return;
    e.preventDefault();
    e.stopPropagation();
    held.push(target);
  };
  source.addEventListener("click", hold, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const replay = () => {
      const target = held.shift();
      if (!target) {
        source.removeEventListener("click", hold, true);
        return;
      }
      if (target.isConnected) {
        replaying = true;
        try {
          target.click();
        } finally {
          replaying = false;
        }
      }
      later(replay);
    };
    later(replay);
  };
}
