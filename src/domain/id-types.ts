// 000 §5.4: which ID types a shopper may choose, by order type and nationality. Twin of
// php-bridge/src/Domain/IdTypes.php; one table for both: test/fixtures/rules/id-types.json.

/** 000 §5.4 ID types: 1 and 6 national (Omani and resident cards), 7 and 13 GCC, 14 passport or tourist ID. */
export type IdType = 1 | 6 | 7 | 13 | 14;

/** 000 §9: the GCC nationalities. */
export const GCC_NATIONALITIES: ReadonlySet<string> = new Set(['BH', 'KW', 'QA', 'SA', 'AE']);

export interface IdTypeQuestion {
  /** selected_order_type (000 §3.2) */
  orderType: string;
  /** portintype of a port-in: prepaid or postpaid ('' when not given) */
  portInType: string;
  /** the {event}_tourist_pack sub-category */
  touristPack: boolean;
  /** ISO code, '' before the shopper chose one */
  nationality: string;
}

/**
 * The ID types to offer. Readings of the spec: prepaid and device-installment give 1 and 6 before a
 * nationality is chosen (the spec names that row for postpaid only); a port-in without a port-in
 * type follows the prepaid rows.
 */
export function idTypeOptions({ orderType, portInType, touristPack, nationality }: IdTypeQuestion): IdType[] {
  const [none, om, gcc] = [nationality === '', nationality === 'OM', GCC_NATIONALITIES.has(nationality)];
  const national = (): IdType[] => (none ? [1, 6] : om ? [1] : [6]);
  if (orderType === 'postpaid' || orderType === 'home_internet' || (orderType === 'port-in' && portInType === 'postpaid'))
    return national();
  if (orderType === 'prepaid' || orderType === 'port-in') {
    if (gcc) return touristPack ? [7, 13] : [6, 7, 13];
    return touristPack ? [14] : national();
  }
  if (orderType === 'device-installment') return national();
  return none ? [1, 6, 7, 13, 14] : gcc ? [7, 13] : om ? [1] : [6, 14];
}
