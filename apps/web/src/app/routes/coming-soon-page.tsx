import { ToolOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** One honest placeholder for routes whose features have not landed yet. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="coming-soon">
      <Result
        icon={<ToolOutlined />}
        title={t("common.coming_soon_title")}
        subTitle={t("common.coming_soon_text")}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            {t("common.back_home")}
          </Button>
        }
      />
    </div>
  );
}
