// Contract §4.12 / 000 §7.4, §9: wpb_countryLookUp against WireMock: a public GET of a stable URL
// (action and lang, no nonce), the answer parsed; the tourist pack's nationalities (000 §5.4).
import { fetchCountries, touristPackNationalities, type Country } from '../../../src/api/countries';
import { AJAX_PATH, byPath, mock, requestsTo, wiremockUrl } from '../support/wiremock';
import { value } from '../support/result';

const wiremock = mock();
const json = (body: unknown, status = 200) => ({ status, body, headers: { 'Content-Type': 'application/json' } });

/** A country as the bridge sends it (contract §4.12); the widgets read only some of it. */
const country = (iso: string, id: number, extra: Partial<Country> & { is_gcc?: boolean } = {}) => ({
  id,
  iso_code: iso,
  name: iso,
  name_en: iso,
  name_ar: 'عُمان',
  dial_code: '968',
  is_gcc: false,
  is_blacklisted: false,
  ...extra,
});

beforeEach(() => wiremock.clearAll());

describe('contract §4.12 wpb_countryLookUp', () => {
  test('GET with action and lang only, parsed', async () => {
    const countries = [country('OM', 174), country('AE', 101, { is_gcc: true, dial_code: '971' })];
    await wiremock.register(
      { method: 'GET', endpoint: AJAX_PATH, queryParameters: { action: 'wpb_countryLookUp', lang: 'ar' } },
      json({ responseCode: 'success', lang: 'ar', countries }),
      byPath,
    );
    const answer = await value(fetchCountries({ ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`, lang: 'ar' }));
    expect(answer.countries.map((c) => [c.iso_code, c.id, c.dial_code])).toEqual([
      ['OM', 174, '968'],
      ['AE', 101, '971'],
    ]);
    const [request] = await requestsTo(wiremock, AJAX_PATH);
    expect(Object.fromEntries(request!.query)).toEqual({ action: 'wpb_countryLookUp', lang: 'ar' });
    expect(request!.method).toBe('GET');
  });

  test('a malformed country is a failure, not a list', async () => {
    await wiremock.register(
      { method: 'GET', endpoint: AJAX_PATH },
      json({ responseCode: 'success', lang: 'en', countries: [country('Oman', 174)] }),
      byPath,
    );
    await expect(fetchCountries({ ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`, lang: 'en' })).resolves.toEqual({
      ok: false,
      code: 'failure',
      fields: {},
    });
  });

  test('rate_limited keeps its code; a network error is failure', async () => {
    await wiremock.register(
      { method: 'GET', endpoint: AJAX_PATH },
      json({ responseCode: 'rate_limited', message: 'rate_limited' }, 429),
      byPath,
    );
    await expect(fetchCountries({ ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`, lang: 'en' })).resolves.toEqual({
      ok: false,
      code: 'rate_limited',
      fields: {},
    });
    const offline = () => Promise.reject(new TypeError('offline'));
    await expect(fetchCountries({ ajaxUrl: `${wiremockUrl()}${AJAX_PATH}`, lang: 'en', fetch: offline })).resolves.toEqual({
      ok: false,
      code: 'failure',
      fields: {},
    });
  });
});

describe('000 §5.4 the tourist pack nationalities', () => {
  test('leave out Oman and the blacklisted countries', () => {
    const list = [country('OM', 174), country('IN', 105), country('KP', 120, { is_blacklisted: true })];
    expect(touristPackNationalities(list).map((c) => c.iso_code)).toEqual(['IN']);
  });
});
