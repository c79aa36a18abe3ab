// Each jest worker drives its own test host (WHL_HOSTS, a JSON list of { url, wpDir, stateDir }
// started by scripts/test-all.mjs): journeys that move the bridge's clock, change its settings or
// stop its database cannot disturb a journey running beside them. Without WHL_HOSTS the single
// host of WHL_BASE_URL / WHL_WP_DIR / WHL_STATE_DIR serves every file.
if (process.env.WHL_HOSTS) {
  const hosts = JSON.parse(process.env.WHL_HOSTS) as { url: string; wpDir: string; stateDir: string }[];
  const host = hosts[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % hosts.length]!;
  Object.assign(process.env, { WHL_BASE_URL: host.url, WHL_WP_DIR: host.wpDir, WHL_STATE_DIR: host.stateDir });
}
