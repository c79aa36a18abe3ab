<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/** The Sandbox back end's own tables (created with dbDelta on activation). */
final class Schema
{
    /** @return list<string> dbDelta statements */
    public static function tables(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_sbx_products (
  product_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  sku varchar(64) NOT NULL,
  url_key varchar(64) NOT NULL,
  product_type varchar(20) NOT NULL DEFAULT 'plan',
  service_type varchar(10) NOT NULL,
  family varchar(40) NOT NULL,
  name_en varchar(120) NOT NULL,
  name_ar varchar(120) NOT NULL,
  category_en varchar(120) NOT NULL,
  category_ar varchar(120) NOT NULL,
  highlights_en text NOT NULL,
  highlights_ar text NOT NULL,
  price_baisa int(10) unsigned NOT NULL,
  validity_days smallint(5) unsigned NOT NULL,
  data_quota varchar(20) NOT NULL DEFAULT '',
  data_units varchar(20) NOT NULL DEFAULT '',
  voice_quota varchar(20) NOT NULL DEFAULT '',
  voice_units varchar(20) NOT NULL DEFAULT '',
  contract_months tinyint(3) unsigned NOT NULL DEFAULT 0,
  sub_category varchar(40) NOT NULL DEFAULT '',
  sort_order smallint(5) unsigned NOT NULL DEFAULT 0,
  is_active tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (product_id),
  UNIQUE KEY sku (sku),
  UNIQUE KEY url_key (url_key),
  KEY service_type (service_type,sort_order)
) {$collate};",
            // Devices and accessories (000 §2.6), one row per variant (colour and storage) of a model
            // (model_key, its texts in SeedDevices::MODELS); is_free_offer marks those offered free with a plan (000 §2.7).
            "CREATE TABLE {$prefix}whl_sbx_devices (
  device_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  sku varchar(64) NOT NULL,
  name_en varchar(120) NOT NULL,
  name_ar varchar(120) NOT NULL,
  brand_en varchar(60) NOT NULL,
  brand_ar varchar(60) NOT NULL,
  colour_en varchar(60) NOT NULL,
  colour_ar varchar(60) NOT NULL,
  storage_gb smallint(5) unsigned NOT NULL,
  regular_price_baisa int(10) unsigned NOT NULL,
  price_baisa int(10) unsigned NOT NULL,
  is_free_offer tinyint(1) NOT NULL DEFAULT 0,
  model_key varchar(64) NOT NULL DEFAULT '',
  product_type varchar(20) NOT NULL DEFAULT 'device',
  colour_hex char(7) NOT NULL DEFAULT '',
  image varchar(120) NOT NULL DEFAULT '',
  in_stock tinyint(1) NOT NULL DEFAULT 1,
  sort_order smallint(5) unsigned NOT NULL DEFAULT 0,
  is_active tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (device_id),
  UNIQUE KEY sku (sku),
  KEY free_offer (is_free_offer,is_active,sort_order),
  KEY model_key (model_key)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_quotes (
  quote_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  masked_id char(32) NOT NULL,
  is_active tinyint(1) NOT NULL DEFAULT 1,
  personal_details longtext NULL,
  delivery_details longtext NULL,
  customer_id bigint(20) unsigned DEFAULT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (quote_id),
  UNIQUE KEY masked_id (masked_id),
  KEY customer_id (customer_id,is_active)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_quote_items (
  item_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  quote_id bigint(20) unsigned NOT NULL,
  sku varchar(64) NOT NULL,
  qty int(10) unsigned NOT NULL DEFAULT 1,
  price_baisa int(10) unsigned NOT NULL,
  options longtext NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (item_id),
  KEY quote_id (quote_id)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_numbers (
  msisdn char(8) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  vanity_level varchar(10) CHARACTER SET ascii NOT NULL,
  price_baisa int(10) unsigned NOT NULL,
  service_type varchar(10) CHARACTER SET ascii NOT NULL,
  sort_key int(10) unsigned NOT NULL,
  held_by varchar(64) CHARACTER SET ascii DEFAULT NULL,
  held_until datetime DEFAULT NULL,
  hold_version int(10) unsigned NOT NULL DEFAULT 0,
  sold_at datetime DEFAULT NULL,
  PRIMARY KEY  (msisdn),
  KEY listing (vanity_level,sort_key,msisdn,service_type,held_until,held_by,price_baisa),
  KEY held_until (held_until),
  KEY held_by (held_by)
) {$collate};",
            // Every 3-digit run of every number: an infix search ("777" anywhere) looks up a
            // handful of candidates instead of scanning the pool.
            "CREATE TABLE {$prefix}whl_sbx_number_grams (
  gram char(3) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  msisdn char(8) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  PRIMARY KEY  (gram,msisdn)
) {$collate};",
            // Placed orders (000 §3.15, §7.5); quote_masked_id is the placement's idempotency key.
            "CREATE TABLE {$prefix}whl_sbx_orders (
  order_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  increment_id varchar(32) NOT NULL,
  quote_masked_id char(32) NOT NULL,
  status varchar(32) NOT NULL,
  payment_method varchar(32) NOT NULL,
  shipping_method varchar(32) NOT NULL,
  service_type varchar(10) NOT NULL DEFAULT '',
  items longtext NOT NULL,
  totals text NOT NULL,
  personal_details longtext NOT NULL,
  delivery_details longtext NOT NULL,
  payment_url varchar(1000) NOT NULL DEFAULT '',
  lang varchar(5) NOT NULL DEFAULT 'en',
  cancel_reason varchar(64) NOT NULL DEFAULT '',
  documents longtext NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (order_id),
  UNIQUE KEY quote_masked_id (quote_masked_id),
  UNIQUE KEY increment_id (increment_id)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_captcha_tokens (
  token_hash char(64) NOT NULL,
  action varchar(64) NOT NULL,
  client_key char(64) NOT NULL DEFAULT '',
  issued_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  used_at datetime DEFAULT NULL,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at)
) {$collate};",
            // The demo outbox (SandboxOtp, 000 §5.8).
            ...SandboxOtp::schema($prefix, $collate),
            // Identity verifications (SandboxIdentityVerification, 000 §4.6).
            SandboxIdentityVerification::schema($prefix, $collate),
            // Online payments and their single-use returns (SandboxPaymentGateway, contract §4.16).
            SandboxPaymentGateway::schema($prefix, $collate),
            // The identity provider's users, codes and tokens (SandboxIdentity, 000 §4.5).
            ...SandboxIdentity::schema($prefix, $collate),
            // Commerce customers and their tokens (SandboxCustomerAccounts, 000 §4.5).
            ...SandboxCustomerAccounts::schema($prefix, $collate),
        ];
    }
}
