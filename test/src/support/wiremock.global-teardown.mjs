export default async function stopWireMock() {
  const wiremock = globalThis.__WIREMOCK__;
  if (!wiremock || wiremock.child.exitCode !== null) return;
  const exited = new Promise((resolve) => wiremock.child.once('exit', resolve));
  wiremock.child.kill('SIGTERM');
  const timer = setTimeout(wiremock.kill, 5000);
  await exited;
  clearTimeout(timer);
}
