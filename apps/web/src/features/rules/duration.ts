/** The units an order timer is typed in, each in minutes (the stored value stays whole minutes). */
export const DURATION_UNITS = { day: 1440, hour: 60, minute: 1 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** The largest unit a whole number of minutes is written in: 2880 -> 2 days, 2160 -> 36 hours, 90 -> 90 minutes. */
export function bestUnit(minutes: number): { count: number; unit: DurationUnit } {
  for (const unit of ["day", "hour"] as const)
    if (minutes > 0 && minutes % DURATION_UNITS[unit] === 0) return { count: minutes / DURATION_UNITS[unit], unit };
  return { count: minutes, unit: "minute" };
}
