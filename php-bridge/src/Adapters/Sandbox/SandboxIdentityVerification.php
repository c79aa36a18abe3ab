<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\IdentityScan;
use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Domain\VerificationStart;
use Whl\Bridge\Infrastructure\Security\Jwt;
use Whl\Bridge\Infrastructure\Security\UploadCheck;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox identity-verification provider (000 §4.6, §8 "Identity scan results"; contract §4.13),
 * both halves: the port the bridge calls (start, redeem) and the provider the browser calls with the
 * whlidvToken (document(), face(), served by Http\Ajax\SandboxIdvProvider on Sandbox sites only).
 *
 * It reads no face and no document: the outcome is the **test document** the shopper picks in the
 * Sandbox scanner (field `test_document` with the front image, TEST_DOCUMENTS), so every result of
 * 000 §8 is reachable from a browser with any JPG, PNG or PDF; what the files must be is checked for
 * real (5 MB each, magic bytes: Infrastructure\Security\UploadCheck), and a token that idled 10 minutes is
 * UNAUTHORIZED. The result token is a JWT (HS256) signed with a secret derived from the site's auth
 * salt, never sent anywhere; its jti is the verification's id, its `sid` the hash of the session it
 * was issued to, and it is redeemed once (a conditional UPDATE).
 *
 * One row per verification in whl_sbx_idv, the token and the session kept as hashes only.
 */
final class SandboxIdentityVerification implements Ports\IdentityVerification
{
    /** Seconds a whlidvToken lives after its last call ("expired due to inactivity", 000 §8). */
    public const TOKEN_IDLE_SECONDS = 600;
    /** Seconds a result token may wait to be handed to the bridge. */
    public const RESULT_SECONDS = 300;
    /** Document calls one verification may make (retries of a refused file included). */
    public const DOCUMENT_CALLS = 10;

    public const ISSUER = 'whl-sandbox-idv';

    /**
     * The test documents of the Sandbox scanner (contract §4.13): what the scan of each gives.
     * - valid: success; face_retry: the first face attempt FACE_NO_MATCH, then success;
     * - not_recognized, expired, provider_error: the front answers SCAN_DOCUMENT_NOT_RECOGNIZED,
     *   SCAN_DOCUMENT_EXPIRED, UNEXPECTED_ERROR;
     * - front_back_mismatch: the back answers SCAN_DOCUMENT_FRONT_BACK_MISMATCH (a passport, without a
     *   back: its page);
     * - age_15, age_17: a holder of 15, 17 years: SCAN_DOCUMENT_AGE_VERIFICATION_FAILED below the
     *   order's minimum age (16 prepaid, 18 otherwise), so age_17 passes on prepaid only;
     * - face_not_live, face_no_match: every face attempt FACE_LIVENESS_FAILED, FACE_NO_MATCH (the
     *   third ends the scan);
     * - session_timeout: the face step answers UNAUTHORIZED, as an idle token does.
     * No test document is `valid`; an unknown one is not recognised.
     */
    public const TEST_DOCUMENTS = [
        'valid', 'face_retry', 'not_recognized', 'expired', 'front_back_mismatch', 'age_15', 'age_17',
        'face_not_live', 'face_no_match', 'provider_error', 'session_timeout',
    ];

    /** @param \Closure(): bool|null $purgeDue true when old verifications should be removed now */
    public function __construct(
        private readonly \wpdb $db,
        private readonly string $ajaxUrl,
        private readonly Clock $clock = new SystemClock(),
        private readonly ?\Closure $purgeDue = null,
    ) {
    }

    /** @return string dbDelta statement */
    public static function schema(string $prefix, string $collate): string
    {
        return "CREATE TABLE {$prefix}whl_sbx_idv (
  id char(32) NOT NULL,
  token_hash char(64) NOT NULL,
  client_key char(64) NOT NULL,
  order_type varchar(32) NOT NULL,
  id_type varchar(4) NOT NULL DEFAULT '',
  nationality varchar(4) NOT NULL DEFAULT '',
  document_type varchar(16) NOT NULL,
  minimum_age tinyint(3) unsigned NOT NULL,
  test_document varchar(32) NOT NULL DEFAULT '',
  state varchar(16) NOT NULL DEFAULT 'front',
  document_calls tinyint(3) unsigned NOT NULL DEFAULT 0,
  face_attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  redeemed_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY token_hash (token_hash),
  KEY created_at (created_at)
) {$collate};";
    }

    /** The provider's signing secret: derived from the site's auth salt, kept on the server. */
    public static function secret(): string
    {
        return hash_hmac('sha256', 'whl-bridge sandbox identity verification', wp_salt('auth'));
    }

    public function start(string $orderType, string $idType, string $nationality, string $clientKey, string $lang): VerificationStart
    {
        $now = $this->clock->now();
        $token = 'idv_' . bin2hex(random_bytes(24));
        $documentType = IdentityScan::documentType($orderType, $idType, $nationality);
        $minimumAge = IdentityScan::minimumAge($orderType);
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (id, token_hash, client_key, order_type, id_type, nationality, document_type, minimum_age, created_at, expires_at)
             VALUES (%s, %s, %s, %s, %s, %s, %s, %d, %s, %s)",
            bin2hex(random_bytes(16)),
            hash('sha256', $token),
            hash('sha256', $clientKey),
            substr($orderType, 0, 32),
            substr($idType, 0, 4),
            substr(strtoupper($nationality), 0, 4),
            $documentType,
            $minimumAge,
            gmdate('Y-m-d H:i:s', $now),
            gmdate('Y-m-d H:i:s', $now + self::TOKEN_IDLE_SECONDS),
        ));
        if ($this->purgeDue !== null && ($this->purgeDue)()) {
            $this->db->query($this->db->prepare("DELETE FROM {$this->table()} WHERE created_at < %s", gmdate('Y-m-d H:i:s', $now - DAY_IN_SECONDS)));
        }
        return new VerificationStart(
            $token,
            self::TOKEN_IDLE_SECONDS,
            [
                'name' => 'sandbox',
                'document_url' => add_query_arg('action', 'whl_sbx_idv_document', $this->ajaxUrl),
                'face_url' => add_query_arg('action', 'whl_sbx_idv_face', $this->ajaxUrl),
            ],
            $documentType,
            IdentityScan::sides($documentType),
            $minimumAge,
            IdentityScan::FACE_ATTEMPTS,
            IdentityScan::MAX_FILE_BYTES,
            self::TEST_DOCUMENTS,
        );
    }

    public function redeem(string $resultToken, string $clientKey): ScannedIdentity|string
    {
        $claims = Jwt::decode($resultToken, self::secret());
        $client = hash('sha256', $clientKey);
        if (
            $claims === null || ($claims['iss'] ?? null) !== self::ISSUER || !is_string($claims['jti'] ?? null)
            || !is_string($claims['sid'] ?? null) || !hash_equals($client, $claims['sid'])
        ) {
            return 'result_token_invalid';
        }
        $now = $this->clock->now();
        if (!is_int($claims['exp'] ?? null) || $claims['exp'] <= $now) {
            return 'result_token_expired';
        }
        $redeemed = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET redeemed_at = %s WHERE id = %s AND client_key = %s AND state = 'done' AND redeemed_at IS NULL",
            gmdate('Y-m-d H:i:s', $now),
            $claims['jti'],
            $client,
        ));
        if ($redeemed !== 1) {
            return 'result_token_used';
        }
        return ScannedIdentity::fromClaims($claims);
    }

    /**
     * The provider's document call: one side of the document ('front' first, then 'back' for an ID
     * card), the front with the Sandbox's test document. $bytes null: no file came ($fileName '') or
     * one above 5 MB that was not read.
     *
     * @return array{0: string, 1: int, 2: array<string, mixed>} [responseCode, HTTP status, fields]
     */
    public function document(string $token, string $side, string $fileName, ?string $bytes, string $testDocument, string $lang): array
    {
        $row = $this->live($token);
        if ($row === null) {
            return self::unauthorized();
        }
        $counted = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET document_calls = document_calls + 1, expires_at = %s WHERE id = %s AND document_calls < %d",
            gmdate('Y-m-d H:i:s', $this->clock->now() + self::TOKEN_IDLE_SECONDS),
            $row['id'],
            self::DOCUMENT_CALLS,
        ));
        if ($counted !== 1) {
            return $this->fail($row, 'UNEXPECTED_ERROR', 409);
        }
        if (!in_array($side, ['front', 'back'], true) || $side !== $row['state']) {
            return ['UNEXPECTED_ERROR', 409, ['final' => false, 'expected' => in_array($row['state'], ['front', 'back'], true) ? $row['state'] : 'face']];
        }
        $refused = self::fileRefusal($fileName, $bytes, $lang, true);
        if ($refused !== null) {
            return $refused;
        }
        $sides = IdentityScan::sides((string) $row['document_type']);
        if ($side === 'front') {
            $test = $testDocument === '' ? 'valid' : $testDocument;
            $test = in_array($test, self::TEST_DOCUMENTS, true) ? $test : 'not_recognized';
            $this->db->query($this->db->prepare("UPDATE {$this->table()} SET test_document = %s WHERE id = %s", $test, $row['id']));
            $row['test_document'] = $test;
            $failure = match ($test) {
                'not_recognized' => 'SCAN_DOCUMENT_NOT_RECOGNIZED',
                'expired' => 'SCAN_DOCUMENT_EXPIRED',
                'provider_error' => 'UNEXPECTED_ERROR',
                'front_back_mismatch' => $sides === 1 ? 'SCAN_DOCUMENT_FRONT_BACK_MISMATCH' : null,
                'age_15', 'age_17' => IdentityScan::age($this->dobOf($test, 'Y-m-d'), $this->today('Y-m-d')) < (int) $row['minimum_age']
                    ? 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED' : null,
                default => null,
            };
            if ($failure !== null) {
                return $this->fail($row, $failure, $failure === 'UNEXPECTED_ERROR' ? 502 : 422);
            }
        } elseif ($row['test_document'] === 'front_back_mismatch') {
            return $this->fail($row, 'SCAN_DOCUMENT_FRONT_BACK_MISMATCH', 422);
        }
        $next = $side === 'front' && $sides === 2 ? 'back' : 'face';
        $moved = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET state = %s WHERE id = %s AND state = %s",
            $next,
            $row['id'],
            $side,
        ));
        return $moved === 1 ? ['success', 200, ['next' => $next]] : self::unauthorized();
    }

    /**
     * The provider's face call: at most IdentityScan::FACE_ATTEMPTS (000 §5.3); success answers the
     * signed result token.
     *
     * @return array{0: string, 1: int, 2: array<string, mixed>} [responseCode, HTTP status, fields]
     */
    public function face(string $token, string $fileName, ?string $bytes, string $lang): array
    {
        $row = $this->live($token);
        if ($row === null) {
            return self::unauthorized();
        }
        if ($row['state'] !== 'face') {
            return ['UNEXPECTED_ERROR', 409, ['final' => false, 'expected' => $row['state']]];
        }
        $refused = self::fileRefusal($fileName, $bytes, $lang, false);
        if ($refused !== null) {
            return $refused;
        }
        $now = $this->clock->now();
        $counted = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET face_attempts = face_attempts + 1, expires_at = %s
             WHERE id = %s AND state = 'face' AND face_attempts < %d AND expires_at > %s",
            gmdate('Y-m-d H:i:s', $now + self::TOKEN_IDLE_SECONDS),
            $row['id'],
            IdentityScan::FACE_ATTEMPTS,
            gmdate('Y-m-d H:i:s', $now),
        ));
        if ($counted !== 1) {
            return self::unauthorized();
        }
        $attempt = (int) $row['face_attempts'] + 1;
        $failure = match ((string) $row['test_document']) {
            'face_not_live' => 'FACE_LIVENESS_FAILED',
            'face_no_match' => 'FACE_NO_MATCH',
            'face_retry' => $attempt === 1 ? 'FACE_NO_MATCH' : null,
            'session_timeout' => 'UNAUTHORIZED',
            default => null,
        };
        if ($failure === 'UNAUTHORIZED') {
            $this->end($row, 'failed');
            return self::unauthorized();
        }
        if ($failure !== null) {
            $left = IdentityScan::FACE_ATTEMPTS - $attempt;
            if ($left === 0) {
                $this->end($row, 'failed');
            }
            return [$failure, 422, ['final' => $left === 0, 'attempts_left' => $left]];
        }
        if (!$this->end($row, 'done')) {
            return self::unauthorized();
        }
        $identity = $this->identity($row);
        $claims = [
            'iss' => self::ISSUER,
            'jti' => (string) $row['id'],
            'sid' => (string) $row['client_key'],
            'iat' => $now,
            'exp' => $now + self::RESULT_SECONDS,
        ] + $identity->claims();
        return ['success', 200, ['next' => 'done', 'result_token' => Jwt::encode($claims, self::secret())]];
    }

    /** @return array<string, mixed>|null the open verification of a token that has not idled out */
    private function live(string $token): ?array
    {
        if (!preg_match('/^idv_[a-f0-9]{48}$/', $token)) {
            return null;
        }
        return Db::row($this->db, $this->db->prepare(
            "SELECT * FROM {$this->table()} WHERE token_hash = %s AND expires_at > %s AND state IN ('front', 'back', 'face')",
            hash('sha256', $token),
            gmdate('Y-m-d H:i:s', $this->clock->now()),
        ));
    }

    /** Ends an open verification; false when another call ended it first. */
    private function end(array $row, string $state): bool
    {
        return Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET state = %s WHERE id = %s AND state IN ('front', 'back', 'face')",
            $state,
            $row['id'],
        )) === 1;
    }

    /** @return array{0: string, 1: int, 2: array<string, mixed>} */
    private function fail(array $row, string $code, int $status): array
    {
        $this->end($row, 'failed');
        $fields = ['final' => true];
        if ($code === 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED') {
            $fields['minimum_age'] = (int) $row['minimum_age'];
        }
        return [$code, $status, $fields];
    }

    /** @return array{0: string, 1: int, 2: array<string, mixed>} */
    private static function unauthorized(): array
    {
        return ['UNAUTHORIZED', 401, ['final' => true]];
    }

    /**
     * A file the scan cannot take, answered without ending the scan (the shopper picks another): above
     * 5 MB PAYLOAD_TOO_LARGE; not a JPG, PNG or PDF by its magic bytes (a face: not a JPG or PNG) not
     * recognised (a face: not live).
     *
     * @return array{0: string, 1: int, 2: array<string, mixed>}|null
     */
    private static function fileRefusal(string $fileName, ?string $bytes, string $lang, bool $document): ?array
    {
        if ($bytes === null && $fileName !== '') {
            return ['PAYLOAD_TOO_LARGE', 413, ['final' => false, 'max_file_bytes' => IdentityScan::MAX_FILE_BYTES]];
        }
        $bytes ??= '';
        $check = new UploadCheck(IdentityScan::MAX_FILE_BYTES, IdentityScan::MAX_FILE_BYTES, false, $lang);
        try {
            $type = $check->file($fileName, $fileName, $bytes);
        } catch (Refusal $e) {
            if ($e->responseCode === UploadCheck::TOO_LARGE) {
                return ['PAYLOAD_TOO_LARGE', 413, ['final' => false, 'max_file_bytes' => IdentityScan::MAX_FILE_BYTES]];
            }
            $type = null;
        }
        if ($type === null || (!$document && $type === 'pdf')) {
            return [$document ? 'SCAN_DOCUMENT_NOT_RECOGNIZED' : 'FACE_LIVENESS_FAILED', 422, ['final' => false]];
        }
        return null;
    }

    /** The holder the Sandbox "reads" from the document (contract §4.13). */
    private function identity(array $row): ScannedIdentity
    {
        $nationality = (string) $row['nationality'];
        $expiry = (new \DateTimeImmutable('@' . $this->clock->now()))->setTimezone(new \DateTimeZone('Asia/Muscat'))->modify('+3 years')->format('d/m/Y');
        $dob = $this->dobOf((string) $row['test_document'], 'd/m/Y');
        $id = (string) $row['id'];
        return match ((string) $row['document_type']) {
            'gcc_id' => new ScannedIdentity($id, 'Fatima', '', 'Al-Sabah', '7', '287654321098', $nationality, $dob, $expiry, 'gcc_id'),
            'passport' => in_array($nationality, IdentityScan::GCC, true)
                ? new ScannedIdentity($id, 'Fatima', '', 'Al-Sabah', '13', 'K1234567', $nationality, $dob, $expiry, 'passport')
                : new ScannedIdentity($id, 'Emily', '', 'Clarke', '14', 'P1234567', $nationality !== '' ? $nationality : 'GB', $dob, $expiry, 'passport'),
            default => $nationality === '' || $nationality === 'OM'
                ? new ScannedIdentity($id, 'Salim', 'Nasser', 'Al-Harthy', '1', '112233445', 'OM', $dob, $expiry, 'national_id')
                : new ScannedIdentity($id, 'Priya', '', 'Sharma', '6', '223344556', $nationality, $dob, $expiry, 'national_id'),
        };
    }

    /** The holder's date of birth: 15 or 17 years and a month ago for the age test documents, else 14 May 1990. */
    private function dobOf(string $testDocument, string $format): string
    {
        $years = ['age_15' => 15, 'age_17' => 17][$testDocument] ?? null;
        if ($years === null) {
            return (new \DateTimeImmutable('1990-05-14'))->format($format);
        }
        return (new \DateTimeImmutable('@' . $this->clock->now()))->setTimezone(new \DateTimeZone('Asia/Muscat'))
            ->modify("-{$years} years -1 month")->format($format);
    }

    private function today(string $format): string
    {
        return (new \DateTimeImmutable('@' . $this->clock->now()))->setTimezone(new \DateTimeZone('Asia/Muscat'))->format($format);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_sbx_idv';
    }
}
