/**
 * @jest-environment node
 */
// The front end's layers as the lint enforces them (eslint.layering.mjs, docs/decisions/142-one-way-to-call-the-bridge.md):
// ESLint's own Node API lints planted imports with the project's rules.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { layering } from '../../eslint.layering.mjs';

const ROOT = join(__dirname, '../..');

async function findings(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layering],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('issue 30 layering: one way to call the bridge', () => {
  test.each([
    ["import { createBridgeClient } from '../../src/api/client';"],
    ["import type { BridgeClient } from '../../src/api/client';"],
    ["import { publicGet } from '../../../src/api/public-get';"],
    ["import ky from 'ky';"],
  ])('a widget importing the HTTP client fails the lint: %s', async (line) => {
    expect(await findings('widgets/x/planted.ts', line)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/api\/<group>\.ts/),
    ]);
  });

  test('a widget calling the bridge through src/api passes', async () => {
    expect(await findings('widgets/x/planted.ts', "import { addToCart } from '../../src/api/add-to-cart';\nvoid addToCart;")).toEqual([]);
  });

  test.each([
    ["import { showSessionExpiry } from '../session-expiry/show';"],
    ["import { currentShopStore } from '../store';"],
    ["import { useLingui } from '@lingui/react/macro';"],
    ["import { useState } from 'react';"],
  ])('src/api importing UI, the store or texts fails the lint: %s', async (line) => {
    expect(await findings('src/api/planted.ts', line)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  test.each([
    ["import { useShop } from '../store';"],
    ["import type { ShopState } from '../store/types';"],
    ["import { BridgeError } from '../api/client';"],
  ])('a component reading the store or the client fails the lint: %s', async (line) => {
    expect(await findings('src/components/Planted.tsx', line)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });
});
