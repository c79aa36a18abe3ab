// jsdom lacks TextEncoder, which browsers have and ky reads when its module loads (the store
// imports the ky client): take Node's.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
