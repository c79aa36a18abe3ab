// 000 §5.6 delivery rules: the widget's side of one fixture that the bridge's PHPUnit
// (php-bridge/tests/Domain/Validation/DeliveryDetailsTest.php) reads too: the same field codes on both sides,
// and the widget sends exactly the delivery_details the bridge was checked with.
import fixture from '../../fixtures/rules/delivery-details.json';
import { deliveryDetails, formErrors, type Values } from '../../../widgets/delivery/form';
import type { City } from '../../../src/schemas/places';
import type { Lang } from '../../../src/domain/lang';

const stores = fixture.storeIds.map((id) => ({ id, name: id, address: '' }));

/** The form's values that send `sent`: the cascade's choices are ids, the city its pccode. */
function valuesOf(sent: Record<string, string>): Values {
  return {
    governorate: sent.governorateid ?? '',
    wilayat: sent.wilayaid ?? '',
    city: sent.pccode ?? '',
    area: sent.area ?? '',
    way_no: sent.way_no ?? '',
    apt_no: sent.apt_no ?? '',
    landmark: sent.landmark ?? '',
    store_id: sent.store_id ?? '',
  };
}

describe('000 §5.6 delivery rules, the fixture shared with the bridge (contract §4.14)', () => {
  for (const { name, lang, sent, errors } of fixture.cases) {
    it(name, () => {
      const cities = fixture.cityList[lang as Lang] as City[];
      const values = valuesOf(sent as unknown as Record<string, string>);
      const tab = sent.delivery_type === 'store_pickup' ? 'pickup' : 'home';
      expect(formErrors(values, tab, cities, stores, lang as Lang, fixture.limits)).toEqual(errors);
      if (Object.keys(errors).length === 0) expect(deliveryDetails(values, tab, cities)).toEqual(sent);
    });
  }
});
