// 000 §5.4 nationality lists (kept apart from the country list's call, which the personal step loads on need).

/** 000 §5.4: the tourist pack's nationalities leave out Oman and the blacklisted countries. */
export function touristPackNationalities<C extends { iso_code: string; is_blacklisted?: boolean | undefined }>(
  countries: readonly C[],
): C[] {
  return countries.filter((country) => country.iso_code !== 'OM' && !country.is_blacklisted);
}
