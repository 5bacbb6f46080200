import { loginBody, payPassEditBody, registerBody, resetPasswordBody } from "@mp/contracts";
import { Form } from "antd";
import { useState } from "react";
import { passes, schemaCheck } from "../../../lib/validate";
import { useLogin, usePayPassEdit, useRegister, useResetPassword } from "./use-account-mutations";

/*
 * The account dialogs' state and calls. Each checks its contract schema first and reports only
 * the first failure, in the spec's order (agreement, account or email, password, code), then calls.
 */

const agreement = (agreed: boolean) => () => (agreed ? null : { field: "", key: "accounts.agreement_required" });

export function useLoginForm() {
  const [form] = Form.useForm<{ account: string; password: string }>();
  const [agreed, setAgreed] = useState(true);
  const login = useLogin(form);
  const submit = () => {
    const v = form.getFieldsValue();
    if (!passes(form, [agreement(agreed), () => schemaCheck(loginBody, v)])) return;
    login.mutate({ account: v.account.trim(), password: v.password });
  };
  return { form, agreed, setAgreed, submit, busy: login.isPending };
}

export function useRegisterForm() {
  const [form] = Form.useForm<{ email: string; password: string; captcha: string; invite_code: string }>();
  const [agreed, setAgreed] = useState(true);
  const register = useRegister(form);
  const submit = () => {
    const v = form.getFieldsValue();
    const body = {
      email: v.email.trim(),
      password: v.password,
      captcha: v.captcha.trim(),
      invite_code: v.invite_code.trim(),
    };
    if (!passes(form, [agreement(agreed), () => schemaCheck(registerBody, body)])) return;
    register.mutate({ ...body, invite_code: body.invite_code || undefined });
  };
  return { form, agreed, setAgreed, submit, busy: register.isPending };
}

export function useForgotForm() {
  const [form] = Form.useForm<{ email: string; password: string; captcha: string }>();
  const reset = useResetPassword(form);
  const submit = () => {
    const v = form.getFieldsValue();
    const body = { email: v.email.trim(), password: v.password, captcha: v.captcha.trim() };
    if (passes(form, [() => schemaCheck(resetPasswordBody, body)])) reset.mutate(body);
  };
  return { form, submit, busy: reset.isPending };
}

export function usePayPassForm() {
  const [form] = Form.useForm<{ payPass: string; captcha: string }>();
  const edit = usePayPassEdit(form);
  const submit = () => {
    const v = form.getFieldsValue();
    const body = { payPass: v.payPass ?? "", captcha: (v.captcha ?? "").trim() };
    if (passes(form, [() => schemaCheck(payPassEditBody, body)])) edit.mutate(body);
  };
  return { form, submit, busy: edit.isPending };
}
