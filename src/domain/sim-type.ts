// 000 §2.9, §4.6, §4.9 when the personal step offers the SIM type (eSIM or physical SIM).

/**
 * Prepaid and postpaid orders only; not after a failed scan (000 §4.6: a physical SIM); and, for an
 * eSIM, only with no ID type chosen yet or ID type 1 or 6 (000 §4.9).
 */
export const simTypeOffered = (orderType: string, ekyc: string, idType: string): boolean =>
  (orderType === 'prepaid' || orderType === 'postpaid') && ekyc !== 'failed' && ['', '1', '6'].includes(idType);
