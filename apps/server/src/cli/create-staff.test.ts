import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../platform/db/index.js";

const execFileAsync = promisify(execFile);
/** `tsx FILE ARGS` in the server's folder by Node itself (no npx start-up per call). */
const tsx = (args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) =>
  execFileAsync(process.execPath, ["--import", "tsx", ...args], options);
const serverDir = path.resolve(import.meta.dirname, "../..");

describe("npm run staff:create", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("creates the first staff account with a hashed password, and refuses a duplicate", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mp-cli-"));
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "" };
    const args = [
      "src/cli/create-staff.ts",
      "--email",
      "Ops@Example.com",
      "--password",
      "long-enough-1",
      "--role",
      "finance",
    ];
    const first = await tsx(args, { cwd: serverDir, env });
    expect(first.stdout).toMatch(/created staff #1 ops@example.com \(finance\)/);
    await expect(tsx(args, { cwd: serverDir, env })).rejects.toMatchObject({
      stderr: expect.stringContaining("already exists"),
    });
    await expect(
      tsx(["src/cli/create-staff.ts", "--email", "x@example.com", "--password", "p", "--role", "king"], {
        cwd: serverDir,
        env,
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("role must be one of") });

    const db = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    const rows = (await queryRows(db.db, "select email, role, password_hash from staff")) as Record<string, string>[];
    await db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ops@example.com", role: "finance" });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  }, 180_000); // three processes of its own, two of them migrating a new embedded database: slow when the machine is busy
});
