// A commit's subject says what changed in at most 72 characters; the why and the figures go in the
// body (README "Other scripts": npm run commits, a gate of npm test).
export default { rules: { 'header-max-length': [2, 'always', 72] } };
