// 000 §4.7: which fields the personal-information step validates, by order type, eKYC state and
// the existing-customer flags, as personal_details keys (000 §3.8). Twin of
// php-bridge/src/Domain/PersonalFields.php; one table for both: test/fixtures/rules/personal-fields.json
// (its `readings` say how the spec's open points are read). A listed field is checked by its own
// rule (000 §5.3: the middle name when ID type 1 and OM, the income proof when the deposit asks).

export type PersonalField =
  | 'user_email'
  | 'user_phone_number'
  | 'nationality'
  | 'customer_id_type'
  | 'customer_id'
  | 'customer_id_expiry_date'
  | 'customer_id_dob'
  | 'user_first_name'
  | 'user_last_name'
  | 'gender'
  | 'ID_doc_front_image_path'
  | 'ID_doc_back_image_path'
  | 'income_proof_docs';

export interface PersonalFieldsQuestion {
  /** selected_order_type (000 §3.2) */
  orderType: string;
  /** a port-in's portintype: prepaid or postpaid ('' when not given: prepaid) */
  portInType: string;
  /** the {event}_tourist_pack sub-category: no ID back image */
  touristPack: boolean;
  /** the scan's outcome, or disabled (ekycEnableStatus off) */
  ekyc: 'success' | 'failed' | 'disabled';
  /** existing_customer_eligibility_status: 'true', 'false' or unset ('') */
  eligibility: 'true' | 'false' | '';
  /** other_nationality_status */
  otherNationality: boolean;
}

const CONTACT: PersonalField[] = ['user_email', 'user_phone_number'];
const DOCUMENTS: PersonalField[] = ['ID_doc_front_image_path', 'ID_doc_back_image_path', 'customer_id', 'customer_id_expiry_date'];
const IDENTITY: PersonalField[] = [
  'nationality',
  'customer_id_type',
  'customer_id',
  'customer_id_expiry_date',
  'customer_id_dob',
  'user_first_name',
  'user_last_name',
  'gender',
  'ID_doc_front_image_path',
  'ID_doc_back_image_path',
];
/** The order the step shows and checks them in. */
export const PERSONAL_FIELDS: readonly PersonalField[] = [...CONTACT, ...IDENTITY, 'income_proof_docs'];
const PERSONAL_ORDERS = new Set(['prepaid', 'postpaid', 'home_internet', 'port-in', 'sim_reactivation']);

export function requiredPersonalFields(q: PersonalFieldsQuestion): PersonalField[] {
  const fields = new Set<PersonalField>(CONTACT);
  const add = (more: readonly PersonalField[]) => more.forEach((field) => fields.add(field));
  const ekycMissing = q.ekyc === 'failed' || q.ekyc === 'disabled';
  if (q.orderType === 'devices') add(['user_first_name', 'user_last_name']);
  if (q.orderType === 'device-installment' && ekycMissing)
    add(['user_first_name', 'user_last_name', 'nationality', 'customer_id_type', ...DOCUMENTS]);
  if (PERSONAL_ORDERS.has(q.orderType)) {
    const prepaid = q.orderType === 'prepaid' || (q.orderType === 'port-in' && q.portInType !== 'postpaid');
    if (q.eligibility === 'false' && q.ekyc === 'failed')
      add(['customer_id_expiry_date', 'ID_doc_front_image_path', 'ID_doc_back_image_path']);
    if (q.eligibility === '' && prepaid) add(['nationality', 'customer_id_type']);
    if (q.eligibility === '' && ekycMissing) add([...IDENTITY, 'income_proof_docs']);
    if (q.otherNationality && prepaid) add(['nationality', 'customer_id_type']);
    if (q.otherNationality && q.ekyc === 'failed') add(DOCUMENTS);
    if (prepaid && q.ekyc === 'success') add(['nationality', 'customer_id_type']);
  }
  if (q.touristPack) fields.delete('ID_doc_back_image_path');
  return PERSONAL_FIELDS.filter((field) => fields.has(field));
}
