import { expect } from 'vitest';

/** The API's error answer: exactly `{"Error": message}` with this status. */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect(response.json()).toEqual({ Error: message });
  expect(response.statusCode).toBe(status);
}
