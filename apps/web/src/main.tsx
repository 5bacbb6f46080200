import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { useAppStore } from "./lib/app-store";
import { applyLanguage } from "./lib/i18n";
import { loadLocalePacks } from "./lib/locale-packs";
import "./styles.css";

async function start() {
  const code = useAppStore.getState().country;
  const [, locale] = await Promise.all([applyLanguage(code), loadLocalePacks(code)]);
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers initialLocale={locale} navigate={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
