import { BIO_MAX, NAME_CHANGE_STATE, SHOPNAME_MAX, WELCOME_MAX } from "@mp/contracts/constants";
import { Alert, Button, Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, type LangText, LoadingState, PictureField, SubmitButton, TextsEditor } from "../../../ui";
import { type ShopNameChange, shopSettingsApi } from "../api/shop-settings-api";
import { useSettingRule, useShopSettings } from "../hooks/use-shop-settings";
import { HoursField } from "./hours-field";

/** A picture of the shop: shows what it has (a seeded shop's picture too) and uploads a new one. */
function ShopPicture({
  value,
  onChange,
  testId,
  label,
}: {
  value?: string;
  onChange?: (v: string) => void;
  testId: string;
  label: string;
}) {
  return (
    <div data-testid={testId}>
      <PictureField
        value={value}
        onChange={onChange}
        preview={value || undefined}
        upload={shopSettingsApi.uploadPicture}
        testId={testId}
        label={label}
      />
    </div>
  );
}

/** The new name under review, or the last one refused with the operator's reason. */
function NameChangeNote({ change, current }: { change: ShopNameChange | null; current: string }) {
  const { t } = useTranslation();
  if (!change || change.state === NAME_CHANGE_STATE.approved) return null;
  const pending = change.state === NAME_CHANGE_STATE.review;
  return (
    <Alert
      className="setting-name-note"
      type={pending ? "info" : "warning"}
      showIcon
      data-testid="setting-name-pending"
      data-state={change.state}
      title={
        pending
          ? t("shop_settings.name_review", { name: change.shopname })
          : t("shop_settings.name_rejected", { name: change.shopname })
      }
      description={
        pending
          ? t("shop_settings.name_still", { name: current })
          : t("shop_settings.name_reason", { reason: change.reason })
      }
    />
  );
}

/**
 * `/shop-setting`: name (a change is reviewed), avatar, logo, banner, bio, the welcome message of
 * a new chat and working hours; one save, messages under the fields, a link to the public page.
 */
export function ShopSettingsView() {
  const { t } = useTranslation();
  const rule = useSettingRule();
  const { form, settings, save } = useShopSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError || !settings.data) return <ErrorState onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  return (
    <Form
      form={form}
      layout="vertical"
      className="shop-settings"
      onFinish={(v) => save.mutate(v)}
      scrollToFirstError
      data-testid="shop-settings"
    >
      <Form.Item
        name="shopname"
        label={t("shop_settings.name")}
        rules={[rule("shopname")]}
        extra={t("shop_settings.name_hint")}
        required
      >
        <Input maxLength={SHOPNAME_MAX} dir="auto" data-testid="setting-name" />
      </Form.Item>
      <NameChangeNote change={data.name_change} current={data.shopname} />
      <div className="shop-settings__pictures">
        <Form.Item name="avatar" label={t("shop_settings.avatar")} rules={[rule("avatar")]}>
          <ShopPicture testId="setting-avatar" label={t("shop_settings.avatar")} />
        </Form.Item>
        <Form.Item name="logo" label={t("shop_settings.logo")} rules={[rule("logo")]}>
          <ShopPicture testId="setting-logo" label={t("shop_settings.logo")} />
        </Form.Item>
      </div>
      <Form.Item
        name="banner"
        label={t("shop_settings.banner")}
        rules={[rule("banner")]}
        extra={t("shop_settings.banner_hint")}
      >
        <ShopPicture testId="setting-banner" label={t("shop_settings.banner")} />
      </Form.Item>
      <Form.Item name="bio" label={t("shop_settings.bio")} rules={[rule("bio")]}>
        <Input.TextArea
          maxLength={BIO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          dir="auto"
          data-testid="setting-bio"
        />
      </Form.Item>
      <Form.Item
        name="texts"
        label={t("shop_settings.bio_texts")}
        extra={t("shop_settings.bio_texts_hint")}
        rules={[
          {
            validator: async (_: unknown, texts: LangText[] = []) => {
              if (texts.some((x) => !x.description.trim() || x.description.trim().length > BIO_MAX))
                throw new Error(t("shop_settings.bio_texts_invalid", { max: BIO_MAX }));
            },
          },
        ]}
      >
        <TextsEditor
          withTitle={false}
          titleMax={0}
          descriptionMax={BIO_MAX}
          labels={{
            add: t("shop_settings.bio_texts_add"),
            title: t("shop_settings.bio"),
            description: t("shop_settings.bio"),
            remove: t("shop_settings.bio_texts_remove"),
          }}
          testId="setting-bio-texts"
        />
      </Form.Item>
      <Form.Item
        name="welcome"
        label={t("shop_settings.welcome")}
        rules={[rule("welcome")]}
        extra={t("shop_settings.welcome_hint")}
      >
        <Input.TextArea
          maxLength={WELCOME_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          dir="auto"
          data-testid="setting-welcome"
        />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t("shop_settings.hours")}
        rules={[rule("hours")]}
        extra={t("shop_settings.hours_hint")}
      >
        <HoursField />
      </Form.Item>
      <Space wrap className="shop-settings__actions">
        <SubmitButton busy={save.isPending} testId="setting-save" block={false}>
          {t("shop_settings.save")}
        </SubmitButton>
        <Link to={`/store?id=${data.id}`} data-testid="setting-public-link">
          <Button>{t("shop_settings.public_page")}</Button>
        </Link>
      </Space>
    </Form>
  );
}
