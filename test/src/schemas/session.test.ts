import * as v from 'valibot';
import { CurrentNonceSchema } from '../../../src/schemas/session';
import { CaptchaTokenSchema } from '../../../src/schemas/captcha';
import { ErrorEnvelopeSchema } from '../../../src/schemas/envelope';
import { currentNonce } from '../support/fixtures';

describe('contract §4.1 / 000 §3.1 current-nonce', () => {
  test('the nonce and the cart item count are read under data', () => {
    expect(v.parse(CurrentNonceSchema, currentNonce('a1b2c3d4e5', 2)).data).toMatchObject({
      current_nonce: 'a1b2c3d4e5',
      cart_items_count: 2,
      orderType: 'prepaid',
    });
  });

  test('an empty nonce is a mismatch', () => {
    expect(v.safeParse(CurrentNonceSchema, currentNonce('')).success).toBe(false);
  });
});

describe('contract §5 captcha token', () => {
  test('token and lifetime', () => {
    expect(v.parse(CaptchaTokenSchema, { responseCode: 'success', token: 'tok', expires_in: 120 })).toEqual({
      token: 'tok',
      expires_in: 120,
    });
    expect(v.safeParse(CaptchaTokenSchema, { token: '', expires_in: 120 }).success).toBe(false);
  });
});

describe('contract §3 error envelope', () => {
  test('responseCode, message and field errors', () => {
    const body = { responseCode: 'validation_error', message: 'validation_error', errors: { msisdn_pattern: 'number_search_too_long' } };
    expect(v.parse(ErrorEnvelopeSchema, body)).toEqual(body);
  });

  test.each([[{ message: 'x' }], ['<html>'], [null]])('%p has no envelope', (body) => {
    expect(v.safeParse(ErrorEnvelopeSchema, body).success).toBe(false);
  });
});
