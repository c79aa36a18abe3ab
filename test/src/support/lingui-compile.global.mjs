// The unit project renders real catalogs: `lingui compile --strict` first (fails on a missing translation).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function linguiCompile() {
  const lingui = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'lingui');
  execFileSync(lingui, ['compile', '--strict'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
