import type { Config } from "../../config.js";
import type { FileStorage } from "./storage.js";
import { openLocalStorage } from "./storage-local.js";
import { openS3Storage } from "./storage-s3.js";

/** The one storage a process uses: the bucket when `S3_BUCKET` is set, the upload folder otherwise. */
export function openStorage(config: Pick<Config, "uploadDir" | "s3">): Promise<FileStorage> {
  return config.s3 ? openS3Storage(config.s3) : openLocalStorage(config.uploadDir);
}
