import { RESPONSE_CODES, toBridgeErrorCode } from '../../../src/domain/response-codes';
import { CHECKOUT_CODES } from '../../../src/checkout/outcomes';
import { SHOP_CODES } from '../../../src/shop/add-to-cart';
import fixture from '../../fixtures/rules/response-codes.json';

// One list for the widget and the bridge (php-bridge/tests/Http/ResponseTest.php).
describe('contract §3 response codes, and the checkout business outcomes of 000 §8', () => {
  test('the widget knows exactly the codes the bridge answers: every page the shared ones, the purchase flow and the shop pages their own', () => {
    expect([...RESPONSE_CODES, ...CHECKOUT_CODES, ...SHOP_CODES].sort()).toEqual(Object.keys(fixture.codes).sort());
  });

  test.each([
    ['cart_not_empty', 'cart_not_empty'],
    ['security_deposit', 'failure'], // the purchase flow's own: read by checkoutFailureOf
    ['success', 'failure'],
    ['teapot', 'failure'],
    [undefined, 'failure'],
  ])('%p reads as %p', (code, expected) => {
    expect(toBridgeErrorCode(code)).toBe(expected);
  });
});
