// A commit's subject says what changed in at most 72 characters; the why and the figures go in the
// body (README "Commits"). Checked for every commit since the rule was made (issue 30); older
// history is left as it is. Exits 1 naming each subject over the limit.
import { execFileSync } from 'node:child_process';

const SINCE = 'bc448c7'; // the last commit before the rule
const LIMIT = 72;

let log;
try {
  log = execFileSync('git', ['log', '--format=%h %s', `${SINCE}..HEAD`], { encoding: 'utf8' });
} catch (error) {
  console.error(`commit subjects: cannot read the history since ${SINCE} (${error.message.split('\n')[0]})`);
  process.exit(1);
}
const long = log
  .split('\n')
  .filter(Boolean)
  .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)])
  .filter(([, subject]) => [...subject].length > LIMIT);
for (const [hash, subject] of long)
  console.error(`${hash} has a subject of ${[...subject].length} characters (at most ${LIMIT}): ${subject}`);
process.exit(long.length === 0 ? 0 : 1);
