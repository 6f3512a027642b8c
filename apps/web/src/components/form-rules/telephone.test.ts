import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { telephoneRule } from './telephone';

const t = ((key: string) => key) as unknown as TFunction;

/** Runs the rule the way antd does; answers the message, or null when the value passes. */
async function check(value: unknown): Promise<string | null> {
  const rule = telephoneRule(t) as { validator: (rule: unknown, value: unknown) => Promise<void> };
  try {
    await rule.validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the telephone field rule (core isTelephone)', () => {
  it('passes a mobile, a landline, an international number and an empty field', async () => {
    for (const value of ['13912345678', '0755-12345678', '12345678', '075512345678', '+49 40 5550 1234', '', undefined])
      expect(await check(value)).toBeNull();
  });
  it('refuses 123456, letters and 15 digits with the message in the user’s language', async () => {
    for (const value of ['123456', 'call me', '123456789012345'])
      expect(await check(value)).toBe('common:badTelephone');
  });
});
