import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressPlugin } from "./build/precompress";

const server = "http://127.0.0.1:3000";

/** The web app's own script modules that do work when loaded; the others only declare things. */
const LOADED_FOR_EFFECT = [
  "main.tsx",
  "lib/i18n.ts",
  "lib/locale-packs.ts",
  "app/routes/order-chat.ts",
  "app/routes/shop-order-chat.ts",
];
const webSource = fileURLToPath(new URL("./src/", import.meta.url));
const contracts = fileURLToPath(new URL("../../packages/contracts/", import.meta.url));

/** A module that imports a style sheet (`import "./cart.css"`): loading it adds the styles. */
const importsStyles = (file: string) => /^import\s+["'][^"']+\.css["'];?\s*$/m.test(readFileSync(file, "utf8"));

/**
 * Which modules count as doing something when loaded. The shared contracts are declarations only
 * (types, constants, zod schemas), and so are our own script modules except LOADED_FOR_EFFECT and
 * those that import a style sheet: a page then takes from a feature's index (or the ui layer's)
 * just what it uses, and the rest of that feature stays in the chunks of the pages that use it.
 * Style sheets and packages keep their own declarations.
 */
function sideEffects(id: string): boolean | undefined {
  const file = id.split("?")[0] ?? id;
  if (file.startsWith(contracts)) return false;
  if (!file.startsWith(webSource) || !/\.tsx?$/.test(file)) return undefined;
  return LOADED_FOR_EFFECT.includes(file.slice(webSource.length)) || importsStyles(file);
}

const UNUSED_TOOLTIP_UNIQUE = "\0antd-tooltip-unique-unused";

/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider, and with it @rc-component/trigger
 * (about 19 KB), into the first load, but renders it only for `tooltip={{ unique: true }}`, which
 * this app does not set (app/providers.tsx). That one import is replaced by a stub that says so
 * if it is ever rendered; tooltips, dropdowns and selects keep trigger in their own chunks.
 */
function configProviderWithoutTooltipUnique(): Plugin {
  return {
    name: "antd-config-provider-without-tooltip-unique",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../tooltip/UniqueProvider" &&
        importer &&
        /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      )
        return UNUSED_TOOLTIP_UNIQUE;
      return undefined;
    },
    load(id) {
      if (id !== UNUSED_TOOLTIP_UNIQUE) return undefined;
      return 'export default function UniqueProvider() { throw new Error("ConfigProvider tooltip.unique is left out of the build (apps/web/vite.config.ts)"); }';
    },
  };
}

const bootFile = fileURLToPath(new URL("./src/boot.ts", import.meta.url));
/** The modules of boot.ts, the page's first script: they stay in its own small chunk. */
const BOOT_ONLY = [bootFile, fileURLToPath(new URL("./src/lib/early-clicks.ts", import.meta.url))];

/**
 * The page asks for boot.ts first, and boot.ts for the app (src/boot.ts says when): the app
 * entry's `<script type="module">` in the built index.html becomes boot's, with the app's address
 * in `data-app`. The app entry's style sheet stays linked in the head, so the drawn page is styled
 * before any script runs.
 */
function appAfterBoot(): Plugin {
  return {
    name: "app-after-boot",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === bootFile,
        );
        if (!boot) throw new Error("app-after-boot: no chunk for src/boot.ts in the build");
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error("app-after-boot: no module script in index.html");
        return html.replace(
          entry,
          (_tag, app: string) =>
            `<script type="module" crossorigin src="/${boot.fileName}" data-app="${app}"></script>`,
        );
      },
    },
  };
}

/**
 * The server's build of the first screen (`vite build --ssr`, src/ssr/entry-server.tsx): one module
 * tree for Node with every package inside it, so the server loads it without the web app's
 * node_modules layout; the style sheets stay the browser build's.
 */
const firstScreenBuild = defineConfig({
  plugins: [react()],
  // the packages' production code, as in the browser's build: antd's class names must be the same
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: "src/ssr/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: "entry-server.js" } },
  },
});

const browserBuild = defineConfig({
  // the server sends the .br / .gz copies the build writes (platform/web.ts)
  plugins: [
    configProviderWithoutTooltipUnique(),
    react(),
    precompressPlugin(fileURLToPath(new URL("./dist", import.meta.url))),
    appAfterBoot(),
  ],
  server: {
    proxy: {
      "/api": server,
      "/uploads": server,
      "/ws": { target: server, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // no <link rel="modulepreload"> per script of a lazy route: the main thread inserted 45 (home)
    // to 87 (product) of them while the app started (docs/architecture.md, "What a first visit loads")
    modulePreload: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL("./index.html", import.meta.url)), boot: bootFile },
      // The shared contracts are declarations only (types, constants, zod schemas): a module of
      // them that the entry does not use (the zod schemas) must not ride along in the first load.
      treeshake: {
        moduleSideEffects: sideEffects,
      },
      output: {
        codeSplitting: {
          groups: [{ name: "shell", tags: ["$initial"], test: (id: string) => !BOOT_ONLY.includes(id) }],
        },
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is the production one whatever NODE_ENV the shell has: Vite keeps a NODE_ENV it finds
  // (a test runner's "test", a developer's "development"), and with it React's development JSX
  // and the packages' development code, warnings and slower paths. `npm start` run from a test
  // is such a shell (the build journey checks the result); Vite reads the value after this file.
  if (command === "build") process.env.NODE_ENV = "production";
  return isSsrBuild ? firstScreenBuild : browserBuild;
});
