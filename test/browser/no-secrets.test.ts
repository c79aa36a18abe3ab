// ARCHITECTURE §3 "No secret reaches the browser": no administrator credential, upstream token,
// session id or personal data in page HTML, the inline configuration, the bundle or browser storage.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { shopUrl, type Lang } from './support';
import { reserveFirstFreeNumber } from './journeys';
import { newShopper } from './fixture';

const stateDir = process.env.WHL_STATE_DIR ?? join(__dirname, '../../.state/test');
const buildDir = join(__dirname, '../../php-bridge/assets/build');
const pages: { slug: string }[] = JSON.parse(readFileSync(join(__dirname, '../../demo-host/pages.json'), 'utf8')).pages;

/** Values that must never leave the server: the WordPress admin password, the salts and keys. */
function serverSecrets(): string[] {
  const secrets = [readFileSync(join(stateDir, 'admin-password.txt'), 'utf8').trim()];
  secrets.push(...Object.values(JSON.parse(readFileSync(join(stateDir, 'salts.json'), 'utf8')) as string[]));
  return secrets.filter((s) => s.length >= 8);
}

/** Words that would mean an upstream credential or token reached the page. */
const forbiddenWords = [/integration\/admin\/token/i, /admin_?token/i, /["']password["']\s*:/i, /client_secret/i, /secret_?key/i];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => (statSync(join(dir, e)).isDirectory() ? filesUnder(join(dir, e)) : [join(dir, e)]));
}

describe('ARCHITECTURE §3 and 000 §6: no secret reaches the browser', () => {
  it('the server secrets are there to look for (the check can fail)', () => {
    expect(serverSecrets().length).toBeGreaterThanOrEqual(9);
  });

  it('the built bundle holds no server secret and no credential word', () => {
    expect(existsSync(buildDir)).toBe(true);
    const files = filesUnder(buildDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const secrets = serverSecrets();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const s of secrets) expect({ file: f, leaks: text.includes(s) }).toEqual({ file: f, leaks: false });
      for (const w of forbiddenWords) expect({ file: f, matches: w.test(text) }).toEqual({ file: f, matches: false });
    }
  });

  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`no demo page's HTML or inline configuration holds a secret, nonce or token (${lang})`, async () => {
      const { page } = await newShopper();
      const secrets = serverSecrets();
      for (const { slug } of pages) {
        // The HTML as served (a widget may navigate away, e.g. a number page without a plan).
        const res = await page.request.get(shopUrl(`/${slug}/`, lang));
        expect({ slug, status: res.status() }).toEqual({ slug, status: 200 });
        const html = await res.text();
        for (const s of secrets) expect({ slug, leaks: html.includes(s) }).toEqual({ slug, leaks: false });
        const config = html.match(/<script type="application\/json" id="whl-config">([^<]*)<\/script>/)?.[1];
        expect({ slug, config: Boolean(config) }).toEqual({ slug, config: true });
        const parsed = JSON.parse(config!);
        expect(parsed.lang).toBe(lang);
        for (const w of [...forbiddenWords, /nonce/i, /token/i, /whl_sid/i]) {
          expect({ slug, matches: w.test(JSON.stringify(Object.keys(flatten(parsed)))) }).toEqual({ slug, matches: false });
        }
      }
    });

    it(`after a number is reserved, browser storage and script-visible cookies hold no secret or session id (${lang})`, async () => {
      const { context, page } = await newShopper();
      await reserveFirstFreeNumber(page, lang);
      const cookies = await context.cookies();
      const sid = cookies.find((c) => c.name === 'whl_sid');
      expect(sid?.httpOnly).toBe(true);
      const visible = await page.evaluate(() => ({
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      expect(visible.cookie).not.toContain(sid!.value);
      const stored = visible.local + visible.session;
      expect(stored).toContain('number_blocked_time'); // the storage was really written to
      expect(stored).not.toContain(sid!.value);
      for (const s of serverSecrets()) expect(stored.includes(s)).toBe(false);
      for (const w of forbiddenWords) expect(w.test(stored)).toBe(false);
    });
  }
});

function flatten(o: unknown, prefix = ''): Record<string, unknown> {
  if (o === null || typeof o !== 'object') return { [prefix]: o };
  return Object.entries(o as Record<string, unknown>).reduce(
    (acc, [k, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${k}` : k) }),
    {} as Record<string, unknown>,
  );
}
