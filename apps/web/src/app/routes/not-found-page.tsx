import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** A real 404 for unknown paths. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="container page" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="result-title">{t("common.not_found_title")}</h1>}
        subTitle={t("common.not_found_text")}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            {t("common.back_home")}
          </Button>
        }
      />
    </div>
  );
}
