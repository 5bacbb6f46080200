import type { Feedback } from "../ui/app-feedback";

/**
 * The message and modal APIs of the mounted FeedbackProvider (antd's), so that code outside React
 * (the API client) shows toasts and dialogs with the app's theme, locale and direction.
 */
export const feedback: { message: Feedback["message"] | null; modal: Feedback["modal"] | null } = {
  message: null,
  modal: null,
};

/** What the app does on the envelope codes 401 and 402; set by the providers, which own navigation. */
export const apiEvents = {
  unauthorized: (_scope: "shop" | "admin") => {},
  storeLocked: () => {},
};
