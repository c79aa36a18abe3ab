// The eKYC scanner's own rules (loaded with its chunk): tokens through the private aliases of
// src/components/styles.ts only, logical properties only, so Arabic mirrors by itself.
export const SCANNER_CSS = `.scan{display:grid;gap:calc(var(--_g)*1.5);min-inline-size:0}
.scan>*{min-inline-size:0}
.scan-steps{display:flex;gap:var(--_g);margin:0;padding:0;list-style:none;counter-reset:s}
.scan-steps li{flex:1;padding-block-start:var(--_g);border-block-start:calc(var(--_l)*3) solid var(--_b);color:var(--_m);font-size:var(--_fs);counter-increment:s}
.scan-steps li:before{content:counter(s) ". "}
.scan-steps .now,.scan-steps .done{border-block-start-color:var(--_p);color:var(--_t)}
.scan-steps .now{font-weight:700}
.scan-heading{font-size:var(--_fl);font-weight:700}
.scan-heading:focus{outline:none}
.scan-heading:focus-visible{outline:var(--_fw) solid var(--_fc)}
.scan-field{display:grid;gap:calc(var(--_g)/2)}
.scan-field select{inline-size:100%;min-inline-size:0;min-block-size:var(--_c);padding-inline:var(--_g);border:var(--_l) solid var(--_b);border-radius:var(--_rs);background:var(--_s);color:var(--_t);font:inherit}
.scan-pick{position:relative;justify-self:start;max-inline-size:100%;text-align:center}
.scan-pick:focus-within{outline:var(--_fw) solid var(--_fc);outline-offset:calc(var(--_fw) - var(--_l))}
.scan-pick.busy{opacity:.5;cursor:progress}
.scan-attempts{font-weight:600}
.scan-progress{display:flex;align-items:center;gap:var(--_g);min-block-size:var(--_fl);color:var(--_m)}
.scan-progress:empty{display:none}
.scan-notice{border-color:var(--_d)}`;
