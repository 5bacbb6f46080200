import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A module's tables are read and written only by that module's code (docs/architecture.md, habit 1).
 * The owners come from the `*.tables.ts` files: a table belongs to the module folder its file is
 * in (or to the platform). Every other module's (and the platform's) non-test source may neither
 * name the table in SQL nor import its Drizzle object; it asks through the owner's `index.ts`.
 */

const SRC = path.resolve(import.meta.dirname, "..");
const SCHEMA = path.join(SRC, "schema.ts");

interface Table {
  sqlName: string;
  ident: string;
  owner: string;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

/** "catalogue" for modules/catalogue/..., "platform" for platform/..., null elsewhere (schema.ts, app.ts). */
function ownerOf(file: string): string | null {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === "modules" && name && !name.includes(".")) return name;
  return top === "platform" ? "platform" : null;
}

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);

/** The tables a `*.tables.ts` file declares: `export const x = pgTable("sql_name", ...)`. */
function declaredTables(file: string, source: string, owner: string): Table[] {
  const found: Table[] = [];
  for (const st of parse(file, source).statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) {
      const call = d.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== "pgTable") continue;
      const [name] = call.arguments;
      if (name && ts.isStringLiteral(name) && ts.isIdentifier(d.name))
        found.push({ sqlName: name.text, ident: d.name.text, owner });
    }
  }
  return found;
}

/** Text that is SQL: a `sql` template, or a string or template that reads as a statement. */
const LOOKS_LIKE_SQL = /\b(select|insert|update|delete|where|join|returning)\b/i;

function sqlTexts(node: ts.Node, out: string[]): void {
  let text: string | null = null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ? ");
  if (text !== null) {
    const tagged = ts.isTaggedTemplateExpression(node.parent) && /\bsql$/.test(node.parent.tag.getText());
    if (tagged || LOOKS_LIKE_SQL.test(text)) out.push(text);
  }
  ts.forEachChild(node, (child) => sqlTexts(child, out));
}

/** Every breach in one source file of `owner`, as "file: sql|import table (owner)". */
function breachesIn(file: string, owner: string, source: string, tables: Table[]): string[] {
  const rel = path.relative(SRC, file);
  const found = new Set<string>();
  const foreign = tables.filter((t) => t.owner !== owner);
  const tree = parse(file, source);
  const texts: string[] = [];
  sqlTexts(tree, texts);
  for (const t of foreign) {
    const named = new RegExp(`\\b(from|join|into|update)\\s+"?${t.sqlName}"?(?![\\w"])`, "i");
    if (texts.some((s) => named.test(s))) found.add(`${rel}: sql ${t.sqlName} (${t.owner})`);
  }
  for (const st of tree.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue;
    if (!ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), st.moduleSpecifier.text).replace(/\.js$/, ".ts");
    const targetOwner = target === SCHEMA ? "schema" : ownerOf(target);
    if (targetOwner === owner) continue;
    if (targetOwner === "schema") found.add(`${rel}: import schema.ts (tables are for migrations, seeds and tests)`);
    const names: string[] = [];
    const clause = ts.isImportDeclaration(st) ? st.importClause?.namedBindings : st.exportClause;
    if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause)))
      for (const el of clause.elements) names.push((el.propertyName ?? el.name).text);
    for (const t of foreign)
      if (names.includes(t.ident) && (targetOwner === t.owner || targetOwner === "schema"))
        found.add(`${rel}: import ${t.ident} (${t.owner})`);
  }
  return [...found];
}

function allTables(): Table[] {
  return walk(SRC)
    .filter((f) => f.endsWith(".tables.ts"))
    .flatMap((f) => {
      const owner = ownerOf(f);
      if (!owner) throw new Error(`${f}: a tables file outside modules/<module>/ and platform/`);
      return declaredTables(f, readFileSync(f, "utf8"), owner);
    });
}

const tables = allTables();
const chat = path.join(SRC, "modules/chat/planted.ts");

describe("each module owns its tables", () => {
  it("finds the tables and their owners in the *.tables.ts files", () => {
    expect(tables.length).toBeGreaterThan(30);
    expect(tables).toContainEqual({ sqlName: "users", ident: "users", owner: "accounts" });
    expect(tables).toContainEqual({ sqlName: "goods_skus", ident: "goodsSkus", owner: "catalogue" });
    expect(tables).toContainEqual({ sqlName: "settings", ident: "settings", owner: "platform" });
    expect(new Set(tables.map((t) => t.sqlName)).size).toBe(tables.length);
  });

  it("catches a planted breach in SQL and in imports, and nothing in prose or the owner's own code", () => {
    const planted = [
      'import { sql } from "drizzle-orm";',
      'import { shops } from "../catalogue/catalogue.tables.js";',
      'import { staff as s } from "../../schema.js";',
      "const a = sql`select s.name from chat_messages m left join shops s on s.id = m.id`;",
      'const b = { name: "x_v1", text: "insert into users (id) values ($1)" };',
      "const c = sql`delete from goods_skus where id = 1`;",
      "const d = `with p as (select 1) update ledger_accounts set x = 1 where exists (select 1 from staff)`;",
      "// a comment naming from users is not SQL",
      'const e = "Coupons from the platform and from shops are waiting";',
      "const f = sql`select * from chat_messages join chat_contacts c on true`;",
    ].join("\n");
    expect(breachesIn(chat, "chat", planted, tables).sort()).toEqual([
      "modules/chat/planted.ts: import schema.ts (tables are for migrations, seeds and tests)",
      "modules/chat/planted.ts: import shops (catalogue)",
      "modules/chat/planted.ts: import staff (staff)",
      "modules/chat/planted.ts: sql goods_skus (catalogue)",
      "modules/chat/planted.ts: sql ledger_accounts (wallet)",
      "modules/chat/planted.ts: sql shops (catalogue)",
      "modules/chat/planted.ts: sql staff (staff)",
      "modules/chat/planted.ts: sql users (accounts)",
    ]);
    const owned = "const q = sql`select 1 from goods g join goods_skus k on k.goods_id = g.id join shops s on true`;";
    expect(breachesIn(path.join(SRC, "modules/catalogue/planted.ts"), "catalogue", owned, tables)).toEqual([]);
  });

  it("finds no module or platform source naming or importing another owner's table", () => {
    const found = walk(SRC)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && ownerOf(f))
      .flatMap((f) => breachesIn(f, ownerOf(f) as string, readFileSync(f, "utf8"), tables));
    expect(found).toEqual([]);
  });
});
