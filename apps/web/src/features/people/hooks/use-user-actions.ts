import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { type ConsoleUserDetail, peopleApi } from "../api/people-api";

export type ReasonAction = "lock" | "unlock" | "freeze" | "unfreeze";

/** The user page's actions: lock / unlock and freeze / unfreeze with a reason, force logout after a confirmation. */
export function useUserActions(user: ConsoleUserDetail | undefined) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const invalidate = [["people-user"], ["people-users"], ["people-logins"], ["admin-stats"]];
  const done = () => {
    message.success(t("admin.done"));
    setAsking(null);
  };
  const lock = useApiMutation(
    (v: { locked: boolean; reason: string }) => peopleApi.lock(user?.id ?? 0, v.locked, v.reason),
    { invalidate, onSuccess: done },
  );
  const freeze = useApiMutation(
    (v: { frozen: boolean; reason: string }) => peopleApi.freeze(user?.id ?? 0, v.frozen, v.reason),
    { invalidate, onSuccess: done },
  );
  const logoutAll = useApiMutation(() => peopleApi.logoutAll(user?.id ?? 0), {
    invalidate,
    onSuccess: (r) => message.success(t("people.logout_done", { count: r.ended })),
  });
  const submit = (reason: string) => {
    if (asking === "lock" || asking === "unlock") lock.mutate({ locked: asking === "lock", reason });
    if (asking === "freeze" || asking === "unfreeze") freeze.mutate({ frozen: asking === "freeze", reason });
  };
  const confirmLogout = () =>
    modal.confirm({
      type: "warning",
      title: t("people.logout_confirm", { email: user?.email }),
      okText: t("people.logout_all"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true, "data-testid": "people-logout-ok" },
      onOk: () => logoutAll.mutateAsync().catch(() => undefined),
    });
  return { asking, setAsking, submit, busy: lock.isPending || freeze.isPending, confirmLogout };
}
