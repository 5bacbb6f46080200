import { type ComponentType, Suspense, useEffect, useState } from "react";
import { ForgotDialog, LoginDialog, PayPassDialog, RegisterDialog } from "../../../features/accounts";
import { ChatRoot } from "../../../features/chat";
import { KefuDialog } from "../../../features/content";
import { type DialogName, useAppStore } from "../../../lib/app-store";
import { BackToTop } from "./back-to-top";

/**
 * A dialog whose code loads the first time its flag opens it, and which then stays mounted so
 * it closes with its animation and keeps what was typed.
 */
function OnceOpened({ flag, dialog: Dialog }: { flag: DialogName; dialog: ComponentType }) {
  const open = useAppStore((s) => s[flag]);
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/** Dialogs driven by the store's flags, and the back-to-top button. */
export function GlobalDialogs() {
  const loggedIn = useAppStore((s) => Boolean(s.token));
  return (
    <>
      <OnceOpened flag="loginDialog" dialog={LoginDialog} />
      <OnceOpened flag="registeredDialog" dialog={RegisterDialog} />
      <OnceOpened flag="forgotDialog" dialog={ForgotDialog} />
      {loggedIn ? <OnceOpened flag="payPassDialog" dialog={PayPassDialog} /> : null}
      <OnceOpened flag="kefuDialog" dialog={KefuDialog} />
      <ChatRoot />
      <BackToTop />
    </>
  );
}
