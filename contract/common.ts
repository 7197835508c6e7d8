/** A text in each language of the catalogue. */
export interface LocalizedText {
  vi: string;
  en: string;
}

/** One day of a per-day series ('YYYY-MM-DD', a decimal string). */
export interface DayAmount {
  date: string;
  amount: string;
}
