/** Interface languages (docs/languages.md). `code` is what the Lang header carries. */
export interface Language {
  code: string;
  /** the language's own name, as shown in the dropdown */
  name: string;
  /** English name */
  english: string;
  bcp47: string;
  /** ISO 3166 country code of the flag image (flag-icons) */
  flag: string;
  dir: "ltr" | "rtl";
}

export const LANGUAGES: readonly Language[] = [
  { code: "en", name: "English", english: "English", bcp47: "en", flag: "gb", dir: "ltr" },
  { code: "zh-Hans", name: "简体中文", english: "Simplified Chinese", bcp47: "zh-CN", flag: "cn", dir: "ltr" },
  { code: "zh-Hant", name: "繁體中文", english: "Traditional Chinese", bcp47: "zh-TW", flag: "tw", dir: "ltr" },
  { code: "kor", name: "한국어", english: "Korean", bcp47: "ko", flag: "kr", dir: "ltr" },
  { code: "jp", name: "日本語", english: "Japanese", bcp47: "ja", flag: "jp", dir: "ltr" },
  { code: "vnm", name: "Tiếng Việt", english: "Vietnamese", bcp47: "vi", flag: "vn", dir: "ltr" },
  { code: "xby", name: "Español", english: "Spanish", bcp47: "es", flag: "es", dir: "ltr" },
  { code: "pty", name: "Português", english: "Portuguese", bcp47: "pt", flag: "pt", dir: "ltr" },
  { code: "dy", name: "Deutsch", english: "German", bcp47: "de", flag: "de", dir: "ltr" },
  { code: "ydl", name: "Italiano", english: "Italian", bcp47: "it", flag: "it", dir: "ltr" },
  { code: "ms", name: "Bahasa Melayu", english: "Malay", bcp47: "ms", flag: "my", dir: "ltr" },
  { code: "ar", name: "العربية", english: "Arabic", bcp47: "ar", flag: "sa", dir: "rtl" },
  { code: "hi", name: "हिन्दी", english: "Hindi", bcp47: "hi", flag: "in", dir: "ltr" },
  { code: "th", name: "ไทย", english: "Thai", bcp47: "th", flag: "th", dir: "ltr" },
  { code: "fr", name: "Français", english: "French", bcp47: "fr", flag: "fr", dir: "ltr" },
  { code: "fi", name: "Suomi", english: "Finnish", bcp47: "fi", flag: "fi", dir: "ltr" },
  { code: "sv", name: "Svenska", english: "Swedish", bcp47: "sv", flag: "se", dir: "ltr" },
];

export const DEFAULT_LANGUAGE = "en";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** An unknown Lang falls back to English; it is never an error. */
export function language(code: string | null | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as Language);
}
