// 000 §2: the shop speaks English (default) and Arabic (RTL).
export type Lang = 'en' | 'ar';

export const LANGS: readonly Lang[] = ['en', 'ar'];

/** The writing direction of a language: Arabic's is right to left (the widgets' roots' `dir`). */
export function direction(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
