// @lingui/react imports use-sync-external-store/shim (CommonJS, for React < 18); React 19 and
// preact/compat have the hook built in, so the build points the shim here.
export { useSyncExternalStore } from 'react';
