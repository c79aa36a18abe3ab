import { deliveryLimits } from '../../../widgets/delivery/config';
import { DEFAULT_LIMITS, typed } from '../../../widgets/delivery/form';

describe('000 §5.6 the server-configured lengths (contract §1 `delivery`)', () => {
  it('reads the lengths the page configuration carries', () => {
    expect(deliveryLimits({ aptMax: 4, wayMax: 7, landmarkMax: 40 })).toEqual({ aptMax: 4, wayMax: 7, landmarkMax: 40 });
  });

  it('a length the bridge left out, or anything unreadable, is the default', () => {
    expect(deliveryLimits({ wayMax: 7 })).toEqual({ ...DEFAULT_LIMITS, wayMax: 7 });
    expect(deliveryLimits(undefined)).toEqual(DEFAULT_LIMITS);
    expect(deliveryLimits({ aptMax: -1 })).toEqual(DEFAULT_LIMITS);
    expect(deliveryLimits({ aptMax: '6' })).toEqual(DEFAULT_LIMITS);
  });

  it('a configured way number length is what the field keeps while typed', () => {
    const limits = deliveryLimits({ wayMax: 7 });
    expect(typed('way_no', '١٢٣٤٥٦٧٨', 'en', limits)).toBe('1234567');
  });
});
