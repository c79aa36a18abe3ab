// Reading the Results of src/api in tests: the value of a success, or the test fails saying the code.
import type { Failure, Result } from '../../../src/api/result';

export async function value<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`expected a success, the call failed with ${result.code}`);
  return result.value;
}

export async function failure<T>(call: Promise<Result<T>>): Promise<Failure> {
  const result = await call;
  if (result.ok) throw new Error('expected a failure, the call succeeded');
  return result;
}
