import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { loadConfig } from "../src/config.js";
import { s3Client } from "../src/platform/uploads/storage-s3.js";

/**
 * A real S3-protocol server (s3rver) on a free port, keeping its objects in a temporary folder,
 * with one empty bucket made through the AWS SDK. `env` holds the S3_ settings that point the
 * server at it; `stop` and `restart` take it away and bring it back on the same port with the
 * same objects (an outage).
 */
export async function startS3Server(bucket = "mp-uploads") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-s3-"));
  let server: S3rver | null = new S3rver({ port: 0, address: "127.0.0.1", directory: dir, silent: true });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials; it checks every request's signature with them
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const s3 = loadConfig({ ...env, SEED: "none" }).s3;
  if (!s3) throw new Error("S3 settings not read");
  const client = s3Client(s3);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env,
    settings: s3,
    async stop() {
      // the SDK keeps connections open: drop them too, as a real outage would
      const closing = server?.close();
      server?.httpServer?.closeAllConnections();
      await closing;
      server = null;
    },
    async restart() {
      server = new S3rver({ port, address: "127.0.0.1", directory: dir, silent: true });
      await server.run();
    },
    async close() {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
