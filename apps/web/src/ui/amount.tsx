import "./ui.css";
import type { ReactNode } from "react";

export interface AmountProps {
  /** the amount as formatted (lib/money.ts: `usd`, `useMoney`) */
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * An amount of money on screen: one line whatever the column's width ("US$2,500.00" never breaks
 * after its point), isolated for right-to-left pages. Every table and summary shows money in it.
 */
export function Amount({ children, className, testId }: AmountProps) {
  return (
    <bdi className={className ? `ui-amount ${className}` : "ui-amount"} data-testid={testId}>
      {children}
    </bdi>
  );
}
