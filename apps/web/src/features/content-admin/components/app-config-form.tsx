import type { AppConfigEdit } from "@mp/contracts";
import { LANGUAGES } from "@mp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Collapse, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState, PictureField, useApiMutation } from "../../../ui";
import { useFeedback } from "../../../ui/app-feedback";
import { contentAdminApi } from "../api/content-admin-api";

/** The app configuration: working hours per language (English is the fallback), service link and QR, login image, app download link. */
export function AppConfigForm() {
  const query = useQuery({ queryKey: ["admin-app-config"], queryFn: contentAdminApi.appConfig });
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return <Editor config={query.data.config} />;
}

function Editor({ config }: { config: AppConfigEdit }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AppConfigEdit>();
  const { message } = useFeedback();
  const save = useApiMutation(contentAdminApi.saveAppConfig, {
    form,
    invalidate: [["admin-app-config"], ["init"]],
    onSuccess: () => message.success(t("contentAdmin.saved")),
  });
  // empty language fields are left out: those languages fall back to English
  const submit = (v: AppConfigEdit) =>
    save.mutate({
      ...v,
      service_img: v.service_img ?? "",
      login_img: v.login_img ?? "",
      app_url: v.app_url ?? "",
      working_hours: Object.fromEntries(
        Object.entries(v.working_hours ?? {}).filter(
          (e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== "",
        ),
      ),
    });
  const others = LANGUAGES.filter((l) => l.code !== "en");
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={config}
      onFinish={submit}
      className="content-admin__form"
      data-testid="app-config-form"
    >
      <Card title={t("contentAdmin.service")} size="small">
        <Form.Item
          name={["working_hours", "en"]}
          label={t("contentAdmin.working_hours_en")}
          rules={[{ required: true, message: t("contentAdmin.working_hours_required") }]}
        >
          <Input maxLength={200} data-testid="working-hours-en" />
        </Form.Item>
        <Collapse
          size="small"
          items={[
            {
              key: "langs",
              label: t("contentAdmin.working_hours_other"),
              forceRender: true,
              children: others.map((l) => (
                <Form.Item key={l.code} name={["working_hours", l.code]} label={`${l.name} (${l.code})`}>
                  <Input
                    maxLength={200}
                    placeholder={t("contentAdmin.falls_back")}
                    data-testid={`working-hours-${l.code}`}
                  />
                </Form.Item>
              )),
            },
          ]}
        />
        <Form.Item
          name="service_url"
          label={t("contentAdmin.service_url")}
          extra={t("contentAdmin.service_url_hint")}
          rules={[{ required: true, message: t("contentAdmin.link_required") }]}
          className="content-admin__spaced"
        >
          <Input data-testid="service-url" />
        </Form.Item>
        <Form.Item name="service_img" label={t("contentAdmin.service_img")}>
          <PictureField upload={contentAdminApi.upload} testId="service-img" />
        </Form.Item>
      </Card>
      <Card title={t("contentAdmin.app")} size="small">
        <Form.Item name="login_img" label={t("contentAdmin.login_img")} extra={t("contentAdmin.login_img_hint")}>
          <PictureField
            upload={contentAdminApi.upload}
            testId="login-img"
            preview={config.login_img && !config.login_img.startsWith("/uploads/") ? config.login_img : undefined}
          />
        </Form.Item>
        <Form.Item name="app_url" label={t("contentAdmin.app_url")} extra={t("contentAdmin.app_url_hint")}>
          <Input data-testid="app-url" />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="app-config-save">
        {t("contentAdmin.save")}
      </Button>
    </Form>
  );
}
