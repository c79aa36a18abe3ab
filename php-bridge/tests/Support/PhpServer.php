<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/**
 * PHP's built-in web server on a free loopback port, running one router script: for code that
 * runs before WordPress is whole (the drop-ins) and must be seen as a web server answers it
 * (status, headers), under a web SAPI.
 */
final class PhpServer
{
    /** @var resource */
    private $process;

    private function __construct(public readonly string $url, $process)
    {
        $this->process = $process;
    }

    /** @param array<string, string> $env added to this process's environment */
    public static function start(string $router, array $env = []): self
    {
        $port = self::freePort();
        $process = proc_open(
            ['php', '-S', '127.0.0.1:' . $port, $router],
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']],
            $pipes,
            dirname($router),
            $env + getenv(),
        );
        if (!is_resource($process)) {
            throw new \RuntimeException('php -S did not start');
        }
        $server = new self('http://127.0.0.1:' . $port, $process);
        // A bounded poll for the server to come up (at most about 5 s), not a wait for time to pass.
        for ($i = 0; $i < 100; $i++) {
            $socket = @stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $error, 1);
            if ($socket !== false) {
                fclose($socket);
                return $server;
            }
            usleep(50_000);
        }
        $server->stop();
        throw new \RuntimeException("php -S did not answer on port {$port}");
    }

    public function stop(): void
    {
        if (is_resource($this->process)) {
            proc_terminate($this->process);
            proc_close($this->process);
        }
    }

    public function __destruct()
    {
        $this->stop();
    }

    private static function freePort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($socket, false), ':'), 1);
        fclose($socket);
        return $port;
    }
}
