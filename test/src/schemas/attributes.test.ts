import * as v from 'valibot';
import { attributesSchema, propName } from '../../../src/schemas/attributes';
import { attributes as planCards } from '../../../widgets/plan-cards/widget.json';
import { attributes as numberPicker } from '../../../widgets/number-picker/widget.json';

describe('contract §1 element attributes override per placement (schemas built from widget.json)', () => {
  test.each([
    [{}, 'all'],
    [{ serviceType: 'prepaid' }, 'prepaid'],
    [{ serviceType: 'postpaid' }, 'postpaid'],
    [{ serviceType: undefined }, 'all'],
  ])('plan cards %p → %p', (attributes, serviceType) => {
    expect(v.parse(attributesSchema(planCards), attributes).serviceType).toBe(serviceType);
  });

  test('number picker: mode defaults to recommended, service type to none; unknown values are refused', () => {
    const schema = attributesSchema(numberPicker);
    expect(v.parse(schema, {})).toEqual({ mode: 'recommended' });
    expect(v.parse(schema, { serviceType: 'postpaid', mode: 'search' })).toEqual({ serviceType: 'postpaid', mode: 'search' });
    expect(v.safeParse(schema, { mode: 'list' }).success).toBe(false);
    expect(v.safeParse(schema, { serviceType: '' }).success).toBe(false);
    expect(v.safeParse(attributesSchema(planCards), { serviceType: 'hybrid' }).success).toBe(false);
  });

  test('a widget without attributes takes none', () => {
    expect(v.parse(attributesSchema({}), { anything: 'x' })).toEqual({});
  });

  test.each([
    ['service-type', 'serviceType'],
    ['mode', 'mode'],
    ['plan-sku-list', 'planSkuList'],
  ])('the attribute %s is the prop %s', (attribute, prop) => {
    expect(propName(attribute)).toBe(prop);
  });
});
