import { APPLY_STATE } from "@mp/contracts/constants";
import { Button, Card, Form, Space, Steps } from "antd";
import { useTranslation } from "react-i18next";
import type { ShopApplyInfo } from "../api/merchants-api";
import { STEP_FIELDS, useApplyWizard } from "../hooks/use-apply-wizard";
import { RejectionNote } from "./earlier-rejection";
import { StoreStep } from "./store-step";
import { IdPhotosStep, PersonalStep, StoreTypeStep } from "./wizard-steps";

const STEPS = ["step_type", "step_personal", "step_id", "step_store"] as const;
const VIEWS = [StoreTypeStep, PersonalStep, IdPhotosStep, StoreStep];

/** The four-step shop application; every step stays mounted (hidden) so the one form holds all. */
export function ApplyWizard({ previous }: { previous: ShopApplyInfo }) {
  const { t } = useTranslation();
  const w = useApplyWizard(previous);
  const last = w.step === STEP_FIELDS.length - 1;
  return (
    <Card>
      {previous?.state === APPLY_STATE.failed && previous.reason ? (
        <RejectionNote
          reason={previous.reason}
          at={previous.reviewtime}
          title={t("merchants.refill_why")}
          testId="apply-rejected"
        />
      ) : null}
      <Steps
        current={w.step}
        items={STEPS.map((s) => ({ title: t(`merchants.${s}`) }))}
        responsive
        className="apply-steps"
      />
      <Form form={w.form} layout="vertical" onValuesChange={w.onChange} requiredMark data-testid="apply-form">
        {VIEWS.map((View, i) => (
          <div key={STEPS[i]} hidden={i !== w.step} data-testid={`apply-step-${i}`}>
            <View />
          </div>
        ))}
      </Form>
      <Space className="apply-actions">
        {w.step > 0 && (
          <Button onClick={w.back} data-testid="apply-back">
            {t("merchants.back")}
          </Button>
        )}
        <Button
          type="primary"
          onClick={() => void w.next().catch(() => undefined)}
          loading={w.busy}
          data-testid="apply-next"
        >
          {t(last ? "merchants.submit" : "merchants.next")}
        </Button>
      </Space>
    </Card>
  );
}
