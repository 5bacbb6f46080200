import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";

/** The message of the ConfigError a set of variables gives, or null when they are taken. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

const bucket = { S3_BUCKET: "mp-uploads" };

describe("S3_ settings", () => {
  it("keeps uploads in the folder when no S3_ variable is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("reads a full set, and fills the region and path style when left out", () => {
    expect(
      loadConfig({
        S3_BUCKET: "shop.files-1",
        S3_REGION: "eu-central-1",
        S3_ENDPOINT: "https://s3.example.net",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "secret/with+chars",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "shop.files-1",
      region: "eu-central-1",
      endpoint: "https://s3.example.net",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret/with+chars" },
      forcePathStyle: true,
    });
    // no keys: the AWS SDK's own chain (environment, profile, instance role) finds them
    expect(loadConfig(bucket).s3).toEqual({ bucket: "mp-uploads", region: "us-east-1", forcePathStyle: false });
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "1" }).s3?.forcePathStyle).toBe(true);
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
  });

  it("names the one variable that is wrong", () => {
    const invalid: [Record<string, string>, string][] = [
      [{ S3_BUCKET: "My_Bucket" }, "S3_BUCKET"],
      [{ S3_BUCKET: "ab" }, "S3_BUCKET"],
      [{ S3_BUCKET: "-leading" }, "S3_BUCKET"],
      [{ S3_BUCKET: "10.0.0.1" }, "S3_BUCKET"],
      [{ ...bucket, S3_REGION: "EU Central" }, "S3_REGION"],
      [{ ...bucket, S3_ENDPOINT: "s3.example.net" }, "S3_ENDPOINT"],
      [{ ...bucket, S3_ENDPOINT: "ftp://s3.example.net" }, "S3_ENDPOINT"],
      [{ ...bucket, S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
      [{ ...bucket, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, "S3_SECRET_ACCESS_KEY"],
      [{ ...bucket, S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
      [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
      [{ S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" }, "S3_BUCKET"],
    ];
    for (const [env, name] of invalid) {
      const message = refusal(env);
      const what = JSON.stringify(env);
      expect(message, what).toMatch(new RegExp(`^  ${name}: `, "m"));
      expect(message?.trim().split("\n").slice(1), what).toHaveLength(1);
    }
  });
});
