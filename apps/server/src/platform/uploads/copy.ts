import { buffer } from "node:stream/consumers";
import { contentTypeOf, type FileStorage, isStorageKey } from "./storage.js";

export interface CopyReport {
  copied: string[];
  /** already in the target (a second run copies nothing again) */
  present: number;
  /** files whose names no upload has (left where they are) */
  skipped: string[];
}

/**
 * Copies every upload of one storage into another under the same key (the folder into a bucket:
 * docs/files.md), leaving the source as it was. A key the target has already is not copied again.
 */
export async function copyUploads(from: FileStorage, to: FileStorage): Promise<CopyReport> {
  const report: CopyReport = { copied: [], present: 0, skipped: [] };
  for await (const key of from.list("")) {
    if (!isStorageKey(key)) {
      report.skipped.push(key);
      continue;
    }
    if (await to.exists(key)) {
      report.present++;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue; // removed meanwhile
    await to.put(key, await buffer(file.body), contentTypeOf(key));
    report.copied.push(key);
  }
  return report;
}
