import { ConfigError, loadConfig } from "../config.js";
import { copyUploads } from "../platform/uploads/copy.js";
import { openLocalStorage } from "../platform/uploads/storage-local.js";
import { openS3Storage } from "../platform/uploads/storage-s3.js";

/**
 * npm run uploads:to-bucket — copies every file of the upload folder (UPLOAD_DIR, or DATA_DIR's
 * uploads) into the bucket of the S3_ settings under the same key, so the stored URLs and links
 * keep working once the server runs with S3_BUCKET (docs/files.md). Files stay in the folder.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (!config.s3) {
  console.error("uploads:to-bucket: set S3_BUCKET (and the other S3_ settings the server will use)");
  process.exit(1);
}
const from = await openLocalStorage(config.uploadDir);
const to = await openS3Storage(config.s3);
try {
  const report = await copyUploads(from, to);
  for (const key of report.skipped) console.error(`  skipped (not an upload's name): ${key}`);
  console.log(
    `uploads: ${report.copied.length} copied from ${config.uploadDir} to bucket ${config.s3.bucket}, ${report.present} already there, ${report.skipped.length} skipped`,
  );
} finally {
  await to.close();
}
