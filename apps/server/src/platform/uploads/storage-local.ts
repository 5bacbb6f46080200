import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkKey, contentTypeOf, type FileStorage, type StoredFile } from "./storage.js";

const missing = (err: unknown) => ["ENOENT", "ENOTDIR"].includes((err as NodeJS.ErrnoException).code ?? "");

/** Uploads as files under one folder (`UPLOAD_DIR`): `<root>/public/…` and `<root>/private/…`. */
export async function openLocalStorage(root: string): Promise<FileStorage> {
  // the public folder exists before the static route serving it is registered (platform/web.ts)
  await mkdir(path.join(root, "public"), { recursive: true });
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    kind: "local",
    root,
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // written aside and renamed, so a reader never sees half a file
      const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, target);
    },
    async get(key): Promise<StoredFile | null> {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file(key), "r");
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      const info = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        size: info.size,
        contentType: contentTypeOf(key),
        lastModified: info.mtime,
      };
    },
    async exists(key) {
      try {
        return (await stat(file(key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix) {
      if (prefix.split("/").includes("..")) throw new Error(`bad storage prefix: ${prefix}`);
      const base = path.join(root, prefix);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((err) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const e of entries) {
        if (!e.isFile() || e.name.endsWith(".tmp")) continue;
        yield path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/");
      }
    },
    async close() {},
  };
}
