import { useTranslation } from "react-i18next";

/** Simple drawn payment badges (no third-party logo files). */
function Badge({ label, title, children }: { label: string; title?: string; children: React.ReactNode }) {
  return (
    <svg className="pay-badge" viewBox="0 0 64 40" width={64} height={40} role="img" aria-label={label}>
      <title>{title ?? label}</title>
      <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill="#fff" stroke="#d0d7e2" />
      {children}
    </svg>
  );
}

export function PaymentBadges() {
  const { t } = useTranslation();
  const unavailable = t("footer.unavailable");
  return (
    <div className="pay-badges">
      <Badge label="Visa" title={`Visa — ${unavailable}`}>
        <text x="32" y="26" textAnchor="middle" fontSize="15" fontWeight="800" fontStyle="italic" fill="#1a1f71">
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard" title={`Mastercard — ${unavailable}`}>
        <circle cx="26" cy="20" r="10" fill="#eb001b" />
        <circle cx="38" cy="20" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
      <Badge label="PayPal" title={`PayPal — ${unavailable}`}>
        <text x="32" y="25" textAnchor="middle" fontSize="12" fontWeight="800" fill="#003087">
          Pay<tspan fill="#009cde">Pal</tspan>
        </text>
      </Badge>
      <Badge label="USDT">
        <circle cx="20" cy="20" r="10" fill="#26a17b" />
        <text x="20" y="24.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#fff">
          ₮
        </text>
        <text x="44" y="24.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1d3b2f">
          USDT
        </text>
      </Badge>
      <Badge label={t("footer.bank_card")}>
        <rect x="14" y="10" width="36" height="22" rx="3" fill="#33475b" />
        <rect x="14" y="14" width="36" height="4" fill="#1b2733" />
        <rect x="18" y="23" width="10" height="5" rx="1" fill="#f2c14e" />
      </Badge>
    </div>
  );
}
