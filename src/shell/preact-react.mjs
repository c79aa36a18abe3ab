// Preact build only (rollup.config.mjs aliases `react` here): preact/compat's named exports, and a
// default export holding just the members that libraries reach through `import React from 'react'`
// (r2wc: createElement; zustand: useSyncExternalStore, useCallback, useDebugValue). compat's own
// default object names every compat export (Suspense, lazy, portals, …) and so keeps all of them
// in the bundle. A library reading another member through the default export would get
// undefined: the browser tests render every widget in this build (test/browser).
import { createElement, useCallback, useDebugValue, useSyncExternalStore } from 'preact/compat';

export * from 'preact/compat';

export default { createElement, useCallback, useDebugValue, useSyncExternalStore };
