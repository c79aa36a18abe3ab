import { simTypeOffered } from '../../../src/domain/sim-type';

describe('000 §2.9, §4.6, §4.9 the SIM type is offered', () => {
  test.each([
    ['prepaid', 'pending', '', true],
    ['postpaid', 'success', '1', true],
    ['prepaid', 'disabled', '6', true],
    ['prepaid', 'failed', '', false], // a failed scan: a physical SIM
    ['postpaid', 'pending', '14', false], // ID type other than 1 or 6
    ['port-in', 'pending', '', false],
    ['migration', 'pending', '1', false],
  ])('%s, eKYC %s, ID type "%s" → %s', (orderType, ekyc, idType, offered) => {
    expect(simTypeOffered(orderType, ekyc, idType)).toBe(offered);
  });
});
