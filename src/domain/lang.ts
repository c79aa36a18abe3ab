// 000 §2: the shop speaks English (default) and Arabic (RTL).
export type Lang = 'en' | 'ar';

export const LANGS: readonly Lang[] = ['en', 'ar'];

export function isRtl(lang: Lang): boolean {
  return lang === 'ar';
}
