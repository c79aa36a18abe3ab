// The upload slot's rules (000 §4.10): tokens and primitives only (src/components/styles.ts), logical
// properties only, so Arabic mirrors by itself. The PDF preview is 540 × 450 (000 §2.9) where the
// screen has room: 67.5 × 56.25 spacing units of the default 8 px. The popup's own rules are
// OVERLAY_CSS (src/components/overlay-styles.ts), which the step's widget loads with this.
export const UPLOAD_CSS = `.upload{display:grid;gap:var(--_g);padding:calc(var(--_g)*2);border:var(--_l) dashed var(--_b);border-radius:var(--_r);background:var(--_s)}
.upload.invalid{border-color:var(--_d);border-style:solid}
.upload-label{font-weight:600}
.upload-empty,.upload-done{display:flex;flex-wrap:wrap;align-items:center;gap:var(--_g)}
.upload-icon{inline-size:var(--_c);block-size:var(--_c);border:calc(var(--_l)*2) solid var(--_m);border-radius:var(--_rs);background:linear-gradient(var(--_m),var(--_m)) center/calc(var(--_g)*2) calc(var(--_l)*2) no-repeat,linear-gradient(var(--_m),var(--_m)) center/calc(var(--_l)*2) calc(var(--_g)*2) no-repeat}
.upload-progress{display:grid;gap:calc(var(--_g)/2);flex:1 1 var(--_col)}
.upload-progress progress{inline-size:100%;block-size:var(--_g);accent-color:var(--_p)}
.upload-thumb{display:block;max-inline-size:calc(var(--_c)*4);max-block-size:calc(var(--_c)*3);border-radius:var(--_rs);object-fit:contain;background:var(--_sa)}
.upload-chip{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--_g);padding:var(--_g) calc(var(--_g)*1.5);border:var(--_l) solid var(--_b);border-radius:var(--_rs);background:var(--_sa);overflow-wrap:anywhere}
.upload-pdf{padding-inline:calc(var(--_g)/2);border-radius:var(--_rs);background:var(--_d);color:var(--_op);font-size:var(--_fs);font-weight:700}
.upload-actions{display:flex;flex-wrap:wrap;gap:var(--_g);margin-inline-start:auto}
.upload-error{font-size:var(--_fs)}
.dialog:has(.upload-pdf-frame){--_dw:calc(var(--_g)*73.5)}
.upload-pdf-frame{display:block;inline-size:min(100%,calc(var(--_g)*67.5));block-size:calc(var(--_g)*56.25);border:var(--_l) solid var(--_b)}`;
