import type { EmailEvent } from "@mp/contracts";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { accountsApi } from "../api/accounts-api";

/** The success toast of an account call, in the user's language. */
function useToast() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (key: string) => void message.success(t(key));
}

/** POST /api/wanlshop/user/login: keeps the session and closes the dialog. */
export function useLogin(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.login, {
    form,
    onSuccess: (data) => {
      const { setSession, closeDialog } = useAppStore.getState();
      setSession(data.userinfo);
      toast("accounts.login_success");
      form.resetFields();
      closeDialog("loginDialog");
    },
  });
}

/** POST /api/wanlshop/user/register: then the login dialog, with the e-mail just registered filled in. */
export function useRegister(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.register, {
    form,
    onSuccess: (_, body) => {
      toast("accounts.register_success");
      form.resetFields();
      useAppStore.getState().openLoginWith(body.email);
    },
  });
}

/** POST /api/wanlshop/user/resetpwd: then the login dialog, with that e-mail filled in. */
export function useResetPassword(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.resetPassword, {
    form,
    onSuccess: (_, body) => {
      toast("accounts.reset_success");
      form.resetFields();
      useAppStore.getState().openLoginWith(body.email);
    },
  });
}

/** POST /api/wanlshop/user/pay_pass_edit: the user now has a fund password. */
export function usePayPassEdit(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.payPassEdit, {
    form,
    onSuccess: () => {
      const { userData, setUserData, closeDialog } = useAppStore.getState();
      if (userData) setUserData({ ...userData, pay_password_set: true });
      toast("accounts.paypass_success");
      form.resetFields();
      closeDialog("payPassDialog");
    },
  });
}

/** POST /api/ems/send: a code to the address; `onSent` starts the resend countdown. */
export function useSendCode(event: EmailEvent, onSent: () => void) {
  const toast = useToast();
  return useApiMutation((email: string) => accountsApi.sendCode(email, event), {
    onSuccess: () => {
      toast("common.code_sent");
      onSent();
    },
  });
}

/** POST /api/wanlshop/user/profile: a new nickname; the answer is the user as saved. */
export function useSaveNickname(form: FormInstance) {
  const toast = useToast();
  return useApiMutation((nickname: string) => accountsApi.profile({ nickname }), {
    form,
    onSuccess: (user) => {
      useAppStore.getState().setUserData(user);
      toast("common.saved");
    },
  });
}

/** POST /api/common/upload, then /api/wanlshop/user/profile with the uploaded avatar's url. */
export function useUploadAvatar() {
  const toast = useToast();
  return useApiMutation(async (file: File) => accountsApi.profile({ avatar: (await accountsApi.upload(file)).url }), {
    onSuccess: (user) => {
      useAppStore.getState().setUserData(user);
      toast("common.saved");
    },
  });
}

/** POST /api/wanlshop/user/changeemail: the code went to the new address. */
export function useChangeEmail(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.changeEmail, {
    form,
    onSuccess: (user) => {
      useAppStore.getState().setUserData(user);
      toast("common.saved");
      form.resetFields();
    },
  });
}

/** POST /api/wanlshop/user/changepwd: the session ends, and the login dialog opens. */
export function useChangePassword(form: FormInstance) {
  const toast = useToast();
  return useApiMutation(accountsApi.changePassword, {
    form,
    onSuccess: () => {
      toast("member.password_changed");
      useAppStore.getState().clearSession();
      useAppStore.getState().openDialog("loginDialog");
    },
  });
}
