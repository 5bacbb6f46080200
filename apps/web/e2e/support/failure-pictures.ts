import { mkdir } from "node:fs/promises";
import path from "node:path";
import { beforeEach } from "vitest";
import { SCREENSHOTS, watchedPages } from "./browser.js";
import { runningServers } from "./server-process.js";

const FAILURES = path.join(SCREENSHOTS, "..", "failures");

/**
 * When a journey step fails, each open page it watches is pictured under .test-artifacts/failures
 * and its address, first visible words and last failed answers are printed with the end of the
 * server's output, so a failure on a clean clone (where only the log survives) still says what
 * the user saw.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await mkdir(FAILURES, { recursive: true });
    let n = 0;
    for (const [page, trail] of watchedPages) {
      if (page.isClosed()) continue;
      n += 1;
      const name = `${task.file?.name ?? "journey"}-${task.name}-${n}`.replace(/[^\w.-]+/g, "_").slice(0, 150);
      const text = await page
        .evaluate(() => document.body?.innerText ?? "", null)
        .catch((e: unknown) => `(no text: ${String(e)})`);
      await page.screenshot({ path: path.join(FAILURES, `${name}.png`), fullPage: true }).catch(() => {});
      console.error(
        `[failed step] page ${n} at ${page.url()}:\n${text.replace(/\s+/g, " ").slice(0, 600)}\n` +
          `its last refusals and failed requests:\n${trail.join("\n") || "(none)"}`,
      );
    }
    for (const server of runningServers) {
      const tail = server.output().trim().split("\n").slice(-15).join("\n");
      console.error(`[failed step] the server at ${server.url}, its last lines:\n${tail || "(none)"}`);
    }
  });
});
