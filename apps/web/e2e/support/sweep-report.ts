/** What the language sweep (language-sweep.e2e.test.ts) notes and how it reports it. */
export type Kind = "raw key" | "English" | "outside the screen" | "cut at its start";
export interface Miss {
  lang: string;
  width: number;
  route: string;
  kind: Kind;
  text: string;
  detail?: string;
}
export interface Checked {
  lang: string;
  width: number;
  route: string;
  texts: number;
  empties: number;
  errors: string[];
  ms: number;
}

/** The sweep's report: what was opened, what was read, and each miss by route and language. */
export function report(misses: Miss[], checked: Checked[], ms: number): string {
  const langs = [...new Set(checked.map((c) => c.lang))];
  const pages = new Set(checked.map((c) => c.route)).size;
  const lines = [
    "=== language sweep ===",
    `${checked.length} page views: ${pages} routes x ${langs.length} languages (${langs.join(", ")}), ` +
      `${checked.reduce((n, c) => n + c.texts, 0)} visible texts read, in ${(ms / 1000).toFixed(0)} s ` +
      `(slowest page ${Math.max(0, ...checked.map((c) => c.ms))} ms)`,
    `misses: ${misses.length} (${(["raw key", "English", "outside the screen", "cut at its start"] as Kind[])
      .map((k) => `${k} ${misses.filter((m) => m.kind === k).length}`)
      .join(", ")})`,
  ];
  for (const lang of langs) {
    const mine = checked.filter((c) => c.lang === lang);
    const missed = misses.filter((m) => m.lang === lang);
    lines.push(
      `  ${lang}: ${mine.length} page views, ${mine.reduce((n, c) => n + c.texts, 0)} texts, ` +
        `${new Set(missed.map((m) => m.route)).size} routes with misses, ${new Set(missed.map((m) => m.text)).size} distinct texts`,
    );
  }
  // pages x languages: each route's misses per language ("-" where it was not opened)
  const rank = (route: string) => ["shopper", "visitor", "merchant", "staff"].indexOf(route.split(" ")[0] as string);
  const routes = [...new Set(checked.map((c) => c.route))].sort((a, b) => rank(a) - rank(b));
  const width = Math.max(...routes.map((r) => r.length));
  lines.push(`${"route".padEnd(width)}  ${langs.map((l) => l.padStart(8)).join("")}`);
  for (const route of routes)
    lines.push(
      `${route.padEnd(width)}  ${langs
        .map((l) =>
          (checked.some((c) => c.route === route && c.lang === l)
            ? String(misses.filter((m) => m.route === route && m.lang === l).length)
            : "-"
          ).padStart(8),
        )
        .join("")}`,
    );
  const slow = [...checked].sort((a, b) => b.ms - a.ms).slice(0, 5);
  lines.push(`slowest: ${slow.map((c) => `${c.lang} ${c.width}px ${c.route} ${c.ms} ms`).join("; ")}`);
  const empty = new Map<string, string[]>();
  for (const c of checked.filter((x) => x.empties > 0))
    empty.set(c.route, [...(empty.get(c.route) ?? []), `${c.lang}${c.width < 600 ? ` ${c.width}px` : ""}`]);
  if (empty.size)
    lines.push(
      `routes showing an empty list: ${[...empty].map(([route, seen]) => `${route} [${seen.join(" ")}]`).join(", ")}`,
    );
  const erring = [...new Set(checked.flatMap((c) => c.errors.map((e) => `${c.route}: ${e.slice(0, 160)}`)))];
  if (erring.length) lines.push("page errors:", ...erring.map((e) => `  ${e}`));
  // by route, then by kind and text, with the languages that showed it
  for (const route of [...new Set(misses.map((m) => m.route))]) {
    lines.push(`--- ${route}`);
    const here = misses.filter((m) => m.route === route);
    const byText = new Map<string, { langs: Set<string>; detail?: string }>();
    for (const m of here) {
      const k = `${m.kind}: ${m.text}`;
      const entry = byText.get(k) ?? { langs: new Set<string>(), detail: m.detail };
      entry.langs.add(
        m.kind === "outside the screen" || m.kind === "cut at its start" ? `${m.lang} ${m.width}px` : m.lang,
      );
      byText.set(k, entry);
    }
    for (const [k, { langs: ls, detail }] of byText)
      lines.push(`  ${k}  [${[...ls].join(" ")}]${detail ? `  <- ${detail}` : ""}`);
  }
  return lines.join("\n");
}
