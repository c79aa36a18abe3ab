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

  const TALON =
    /^(@typescript-eslint\/no-restricted-imports|no-restricted-syntax): .*A widget component renders what its talon gives: .*use-<name>\.ts/;

  test.each([
    ["import { useShop } from '../../../src/store';"],
    ["import { currentPurchaseStore } from '../../src/store/purchase';"],
    ["import { verifyEsimPasscode } from '../../../src/api/esim';"],
    ["import { failed, type Failure } from '../../src/api/result';"],
    ["const esim = import('../../src/api/esim');"],
    ["const store = import('../../../src/store');"],
  ])('a widget component reading the store or calling src/api fails the lint (ARCHITECTURE §2 talons): %s', async (line) => {
    expect(await findings('widgets/x/part/Planted.tsx', line)).toEqual([expect.stringMatching(TALON)]);
  });

  test.each([
    ["import type { PageEnv } from '../../src/store';"],
    ["import type { SimType } from '../../src/api/esim';"],
    ["import { type Failure } from '../../src/api/result';"],
    ["export type { ScanFailure } from '../../src/api/identity-verification';"],
    ["const calls = import('../calls');"],
  ])('a widget component importing only types of the store or src/api, or a part of its own, passes: %s', async (line) => {
    expect(await findings('widgets/x/Planted.tsx', line)).toEqual([]);
  });

  test('a talon beside the component reads the store and calls src/api', async () => {
    const talon = [
      "import { useShop } from '../../../src/store';",
      "import { verifyEsimPasscode } from '../../../src/api/esim';",
      'void useShop;',
      'void verifyEsimPasscode;',
    ].join('\n');
    expect(await findings('widgets/x/part/use-planted.ts', talon)).toEqual([]);
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
