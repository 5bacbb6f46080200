import { type QueryKey, useQuery } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import { useEffect, useState } from "react";
import { useApiMutation } from "../../../ui";

/**
 * One rules tab: the current values loaded into a form, a save that shows the server's field
 * error under its field, and "Saved" after a save until the form is changed again.
 */
export function useRuleForm<TView, TForm extends object>(opts: {
  key: QueryKey;
  load: () => Promise<TView>;
  toForm: (v: TView) => TForm;
  save: (v: TForm) => Promise<TView>;
}) {
  const [form] = Form.useForm<TForm>();
  const [saved, setSaved] = useState(false);
  const query = useQuery({ queryKey: opts.key, queryFn: opts.load, staleTime: 0 });
  const { data } = query;
  useEffect(() => {
    if (data) form.setFieldsValue(opts.toForm(data) as never);
  }, [data, form, opts.toForm]);
  const mutation = useApiMutation(opts.save, { form, invalidate: [opts.key], onSuccess: () => setSaved(true) });
  return {
    form,
    query,
    saved,
    mutation,
    onValuesChange: () => setSaved(false),
    submit: (v: TForm) => {
      setSaved(false);
      mutation.mutate(v);
    },
  };
}

/** What a rules tab's form reads from useRuleForm, whatever its loaded view is. */
export interface RuleFormState<TForm> {
  form: FormInstance<TForm>;
  query: { isPending: boolean; isError: boolean };
  mutation: { isPending: boolean; error: Error | null };
  saved: boolean;
  onValuesChange: () => void;
  submit: (v: TForm) => void;
}
