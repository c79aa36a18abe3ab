<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Composition;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters;
use Whl\Bridge\Infrastructure\Security\SpentTokens;
use Whl\Bridge\Ports;
use Whl\Bridge\WordPress\Plugin;

/**
 * Which adapters each port can be given: port → name → factory (docs/adapters.md). An integrator
 * adds one through the `whl_bridge_adapters` filter, with no edit here: the settings screen then
 * offers its name and, once chosen, the bridge builds it. A factory runs only when a call needs its
 * port (Plugin::adapter), at most once per request.
 */
final class AdapterTable
{
    public const FILTER = 'whl_bridge_adapters';

    /** What the adapter of each port must be (the Commerce back end answers three ports). */
    public const PORTS = [
        'commerce' => [Ports\Commerce::class], // Carts, Checkout and Catalogue at once
        'number_inventory' => [Ports\NumberInventory::class],
        'identity' => [Ports\Identity::class],
        'identity_verification' => [Ports\IdentityVerification::class],
        'otp' => [Ports\Otp::class],
        'captcha' => [Ports\Captcha::class],
        'payment_gateway' => [Ports\PaymentGateway::class],
        'places' => [Ports\Places::class],
        'storage' => [Ports\Storage::class],
        'customer_directory' => [Ports\CustomerDirectory::class],
        'customer_accounts' => [Ports\CustomerAccounts::class],
        'credit_check' => [Ports\CreditCheck::class],
    ];

    private const NAME = '/^[a-z][a-z0-9_]*$/';

    /** @var array{string, array<string, array<string, callable(Plugin): object>>}|null the table read, and the filter's callbacks it was read with */
    private static ?array $read = null;

    /**
     * The table with the integrators' additions; an entry whose port is unknown, whose name is not
     * a key (lower case, digits, _) or whose factory is not callable is left out. Read again only
     * when the filter's callbacks changed.
     *
     * @return array<string, array<string, callable(Plugin): object>>
     */
    public static function load(): array
    {
        $hook = $GLOBALS['wp_filter'][self::FILTER] ?? null;
        $callbacks = $hook instanceof \WP_Hook ? serialize(array_map('array_keys', $hook->callbacks)) : '';
        if (self::$read !== null && self::$read[0] === $callbacks) {
            return self::$read[1];
        }
        $table = apply_filters(self::FILTER, self::builtIn());
        $checked = [];
        foreach (array_keys(self::PORTS) as $port) {
            foreach (is_array($table[$port] ?? null) ? $table[$port] : [] as $name => $factory) {
                if (is_string($name) && preg_match(self::NAME, $name) === 1 && is_callable($factory)) {
                    $checked[$port][$name] = $factory;
                }
            }
        }
        self::$read = [$callbacks, $checked];
        return $checked;
    }

    /** @return list<string> the names a port can be given, the built-in ones first */
    public static function names(string $port): array
    {
        return array_keys(self::load()[$port] ?? []);
    }

    /** @return array<string, array<string, \Closure(Plugin): object>> the bridge's own adapters */
    private static function builtIn(): array
    {
        return [
            'commerce' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxCommerce($b->db(), $b->clock(), $b->settings()),
                'magento' => static fn (Plugin $b): object => new Adapters\Magento\MagentoCommerce(self::magento($b), self::field($b, 'commerce', 'vendor')),
            ],
            'number_inventory' => [
                // expired holds are swept now and then, at most every 5 s across all web nodes
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxNumberInventory(
                    $b->db(),
                    static fn (): bool => $b->rateLimiter()->occasionally('sbx_number_sweep', 5),
                    $b->clock(),
                ),
                'esb' => static fn (Plugin $b): object => new Adapters\Esb\EsbNumberInventory(self::esb($b, 'number_inventory', 'esb-numbers'), $b->clock()),
            ],
            'identity' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxIdentity(
                    $b->db(),
                    home_url('/'),
                    $b->loginFlow()->redirectUri(),
                    $b->clock(),
                ),
                'oidc' => static fn (Plugin $b): object => new Adapters\Oidc\OidcIdentity(
                    $b->upstreamHttp('identity', 'oidc', 'issuer_url'),
                    self::field($b, 'identity', 'issuer_url'),
                    self::field($b, 'identity', 'client_id'),
                    self::field($b, 'identity', 'client_secret'),
                ),
            ],
            'identity_verification' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxIdentityVerification(
                    $b->db(),
                    admin_url('admin-ajax.php'),
                    $b->clock(),
                    static fn (): bool => $b->rateLimiter()->once('sbx_idv_purge', HOUR_IN_SECONDS),
                ),
                'idv_provider' => static fn (Plugin $b): object => new Adapters\IdvProvider\IdvProviderVerification(
                    $b->upstreamHttp('identity_verification', 'idv-provider'),
                    self::field($b, 'identity_verification', 'api_key'),
                    self::field($b, 'identity_verification', 'signing_key'),
                    self::field($b, 'identity_verification', 'issuer'),
                    new SpentTokens($b->db(), $b->clock()),
                    $b->clock(),
                ),
            ],
            // passcodes by SMS (000 §5.8, §4.1); the Sandbox writes them to the demo outbox
            'otp' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxOtp(
                    $b->db(),
                    $b->clock(),
                    $b->settings()->passcodeAttempts(),
                    $b->settings()->passcodeLimits(),
                ),
                'sms_gateway' => static fn (Plugin $b): object => new Adapters\SmsGateway\SmsGatewayOtp(
                    $b->upstreamHttp('otp', 'sms-gateway'),
                    self::field($b, 'otp', 'api_key'),
                    self::field($b, 'otp', 'sender'),
                    new \Whl\Bridge\Infrastructure\Security\Passcodes(
                        $b->db(),
                        $b->clock(),
                        $b->settings()->passcodeAttempts(),
                        $b->settings()->passcodeLimits(),
                    ),
                ),
            ],
            'captcha' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxCaptcha($b->db(), $b->clock()),
                'recaptcha' => static fn (Plugin $b): object => new Adapters\Recaptcha\RecaptchaCaptcha(
                    $b->upstreamHttp('captcha', 'recaptcha', 'verify_url'),
                    self::field($b, 'captcha', 'secret'),
                    (float) $b->settings()->upstream('captcha')['min_score'],
                    self::field($b, 'captcha', 'hostname') !== '' ? self::field($b, 'captcha', 'hostname') : (string) wp_parse_url(home_url('/'), PHP_URL_HOST),
                    new SpentTokens($b->db(), $b->clock()),
                    $b->clock(),
                ),
            ],
            // online payment (000 §4.11, contract §4.16): the Sandbox's hosted page is served by this plugin
            'payment_gateway' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxPaymentGateway($b->db(), home_url('/'), $b->clock()),
                'hosted_page' => static fn (Plugin $b): object => new Adapters\HostedPayment\HostedPaymentGateway(
                    $b->upstreamHttp('payment_gateway', 'payment-gateway'),
                    self::field($b, 'payment_gateway', 'merchant_id'),
                    self::field($b, 'payment_gateway', 'api_key'),
                    self::field($b, 'payment_gateway', 'signing_key'),
                    $b->db(),
                    $b->clock(),
                ),
            ],
            'places' => [
                'sandbox' => static fn (): object => new Adapters\Sandbox\SandboxPlaces(),
                'esb' => static fn (Plugin $b): object => new Adapters\Esb\EsbPlaces(self::esb($b, 'places', 'esb-places')),
            ],
            // the uploaded documents (000 §5.5): a private folder outside the web root, on every site
            'storage' => [
                'filesystem' => static fn (Plugin $b): object => new Adapters\Filesystem\FilesystemStorage(
                    $b->db(),
                    $b->settings()->uploadStorageDir() !== '' ? $b->settings()->uploadStorageDir() : Adapters\Filesystem\FilesystemStorage::defaultDir(),
                    $b->clock(),
                    static fn (): bool => $b->rateLimiter()->once('sbx_upload_purge', HOUR_IN_SECONDS),
                ),
            ],
            'customer_directory' => [
                'sandbox' => static fn (): object => new Adapters\Sandbox\SandboxCustomerDirectory(),
                'esb' => static fn (Plugin $b): object => new Adapters\Esb\EsbCustomerDirectory(self::esb($b, 'customer_directory', 'esb-customers')),
            ],
            'customer_accounts' => [
                'sandbox' => static fn (Plugin $b): object => new Adapters\Sandbox\SandboxCustomerAccounts($b->db(), $b->clock()),
                'magento' => static fn (Plugin $b): object => new Adapters\Magento\MagentoCustomerAccounts(
                    self::magento($b),
                    self::field($b, 'commerce', 'vendor'),
                ),
            ],
            'credit_check' => [
                'sandbox' => static fn (): object => new Adapters\Sandbox\SandboxCreditCheck(),
                'esb' => static fn (Plugin $b): object => new Adapters\Esb\EsbCreditCheck(self::esb($b, 'credit_check', 'esb-credit')),
            ],
        ];
    }

    /** A text field of a port's upstream settings (Settings::upstream). */
    private static function field(Plugin $b, string $port, string $field): string
    {
        return (string) $b->settings()->upstream($port)[$field];
    }

    /** Magento's REST API with the administrator's token: one client for the commerce and customer_accounts ports. */
    private static function magento(Plugin $b): Adapters\Magento\MagentoClient
    {
        return $b->shared('magento', static fn (): Adapters\Magento\MagentoClient => new Adapters\Magento\MagentoClient(
            $b->upstreamHttp('commerce', 'magento'),
            self::field($b, 'commerce', 'store_code'),
            self::field($b, 'commerce', 'username'),
            self::field($b, 'commerce', 'password'),
        ));
    }

    /** The operator's ESB for a port, with the port's URL, credentials, timeout and retries. */
    private static function esb(Plugin $b, string $port, string $service): Adapters\Esb\EsbClient
    {
        return new Adapters\Esb\EsbClient($b->upstreamHttp($port, $service), self::field($b, $port, 'client_id'), self::field($b, $port, 'api_key'));
    }
}
