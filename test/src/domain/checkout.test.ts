import { checkoutBlockedByExpiry, checkoutRouteFor } from '../../../src/domain/checkout';

describe('000 §2.8 checkout leads by order type', () => {
  test.each([
    ['migration', 'pre-to-post-personal-info'],
    ['gift-cards', 'gift-cards-payment'],
    ['home_internet', 'one-step-checkout'],
    ['prepaid', '{service_type}-personal-info'],
    ['postpaid', '{service_type}-personal-info'],
    ['port-in', '{service_type}-personal-info'],
    ['', '{service_type}-personal-info'],
    // no steps for a device cart yet: no route, the checkout button stays disabled
    ['devices', ''],
    ['device-installment', ''],
  ])('%p → %p', (orderType, route) => {
    expect(checkoutRouteFor(orderType)).toBe(route);
  });
});

describe('000 §4.3 on expiry checkout is disabled unless the cart holds only devices', () => {
  test.each([
    [true, ['plan'], true],
    [true, ['plan', 'device'], true],
    [true, ['devices'], false],
    [true, ['device-installment', 'device-only'], false],
    [false, ['plan'], false],
    [true, [], true],
  ])('expired %p, items %p → blocked %p', (expired, types, blocked) => {
    expect(checkoutBlockedByExpiry(expired, types)).toBe(blocked);
  });
});
