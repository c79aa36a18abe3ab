// The types of ./eslint.layering.mjs, for test/src/layering.test.ts.
import type { Linter } from 'eslint';

export declare const layering: Linter.Config[];
