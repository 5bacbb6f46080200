import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressPlugin } from "./build/precompress";

const server = "http://127.0.0.1:3000";

export default defineConfig({
  // the server sends the .br / .gz copies the build writes (platform/web.ts)
  plugins: [react(), precompressPlugin(fileURLToPath(new URL("./dist", import.meta.url)))],
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
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The shared contracts are declarations only (types, constants, zod schemas): a module of
      // them that the entry does not use (the zod schemas) must not ride along in the first load.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});
