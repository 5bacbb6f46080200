import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const web = path.resolve(import.meta.dirname, "..");
const features = path.join(web, "src/features");
const assets = path.join(web, "dist/assets");

/**
 * The production build keeps every feature's style sheet. They are imported for their effect by
 * the features' index.ts files, and a bundler setting that treats those as side-effect free
 * silently drops them (the chat window lost its phone layout that way once).
 */
describe("the production build", () => {
  it("carries the rules of every feature's style sheet", () => {
    const built = readdirSync(assets)
      .filter((f) => f.endsWith(".css"))
      .map((f) => readFileSync(path.join(assets, f), "utf8"))
      .join("\n");
    const sheets = readdirSync(features, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".css"));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const source = readFileSync(path.join(features, sheet), "utf8");
      const classes = [...new Set(source.match(/\.[a-z][a-z0-9_-]+(?=[\s{,:.])/g) ?? [])].filter(
        (c) => !c.startsWith(".ant-"),
      );
      expect(classes.length, sheet).toBeGreaterThan(0);
      for (const c of classes.slice(0, 5)) expect(built, `${sheet}: ${c}`).toContain(c);
    }
  });

  /**
   * The packages' production code, whatever NODE_ENV the shell had: this file runs after the
   * `npm start` journey, whose build ran under the test runner's NODE_ENV=test (vite.config.ts
   * sets it for a build). React's development code carries its warnings, such as the one below.
   */
  it("carries React's production code, not its development code", () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    const development = scripts.filter((f) =>
      readFileSync(path.join(assets, f), "utf8").includes("Encountered two children with the same key"),
    );
    expect(development).toEqual([]);
  });
});
