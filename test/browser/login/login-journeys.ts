// Logging in as a shopper does it (000 §4.5; contract §4.21): the header's Log in link, the Sandbox
// identity provider's page, and back on the page the shopper came from. Locators pierce the
// widgets' open shadow roots.
import type { Page } from 'playwright-core';
import { snap, wordpressPhp, type Lang } from '../support';

export const LOGIN_TEXT = {
  en: { login: 'Log in', logout: 'Log out', username: 'Username or e-mail', password: 'Password', submit: 'Log in' },
  ar: {
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    username: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
  },
} as const;

/** The Sandbox's demo password (README). */
export const DEMO_PASSWORD = 'Sahel-demo-2026';

/** A new account of the Sandbox identity provider (its commerce customer is made at its first login). */
export function newAccount(): string {
  const name = `shopper${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  wordpressPhp(
    `global $wpdb; $wpdb->query($wpdb->prepare("INSERT INTO {$wpdb->prefix}whl_sbx_idp_users (username, email, password_hash, first_name, last_name, attributes) VALUES (%s, %s, %s, 'Test', 'Shopper', '{}')", $argv[2], $argv[2] . '@example.om', password_hash($argv[3], PASSWORD_DEFAULT)));`,
    [name, DEMO_PASSWORD],
  );
  return name;
}

/** The header's Log in link → the provider's form → back on the page (waits for it). */
export async function logIn(page: Page, lang: Lang, username: string, journey?: string): Promise<void> {
  const back = page.url();
  await page.locator('header').getByRole('link', { name: LOGIN_TEXT[lang].login, exact: true }).click();
  await page.waitForURL(/whl_sbx_idp=authorize/);
  await page.getByLabel(LOGIN_TEXT[lang].username).fill(username);
  await page.getByLabel(LOGIN_TEXT[lang].password).fill(DEMO_PASSWORD);
  if (journey) await snap(page, journey, lang, 'identity-provider-login');
  await page.getByRole('button', { name: LOGIN_TEXT[lang].submit }).click();
  await page.waitForURL((url) => url.pathname === new URL(back).pathname && !url.searchParams.has('code'));
  await page.locator('header').getByRole('button', { name: LOGIN_TEXT[lang].logout }).waitFor();
}

/** The header's Log out button → the base URL, logged out. */
export async function logOut(page: Page, lang: Lang): Promise<void> {
  await page.locator('header').getByRole('button', { name: LOGIN_TEXT[lang].logout }).click();
  await page.locator('header').getByRole('link', { name: LOGIN_TEXT[lang].login, exact: true }).waitFor();
}

/** The server-side values a browser must never see after a login: tokens and the administrator's credentials. */
export function serverTokens(): string[] {
  const out = wordpressPhp(
    `global $wpdb;
     $rows = $wpdb->get_col("SELECT item_value FROM {$wpdb->prefix}whl_session_values WHERE item_key IN ('loggedin_customer_token', 'idp_access_token')");
     $values = array_map(fn ($v) => json_decode($v), $rows);
     $values[] = (string) get_option('whl_sbx_commerce_admin_token');
     $values[] = wp_hash('whl-sbx-commerce-admin');
     echo json_encode(array_values(array_filter($values, 'is_string')));`,
  );
  return JSON.parse(out) as string[];
}
