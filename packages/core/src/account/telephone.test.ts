import { describe, expect, it } from 'vitest';
import { telephoneProblemTexts } from '../i18n/telephone-problems.js';
import { INTERNATIONAL_PHONE, isLandline, isTelephone, telephone } from './telephone.js';

describe('landline (spec 01 §5: optional area code then 7 to 14 digits)', () => {
  it('accepts 0755-12345678, 12345678 and 075512345678', () => {
    for (const landline of ['0755-12345678', '12345678', '075512345678', ' 0755-12345678 '])
      expect(isLandline(landline), landline).toBe(true);
  });
  it('refuses 123456, letters and 15 digits or more', () => {
    for (const wrong of ['123456', '0755-1234abc', 'tel 12345678', '123456789012345', '1234567890123456789', ''])
      expect(isLandline(wrong), wrong).toBe(false);
  });
});

describe('telephone fields: a mobile OR a landline OR an international number', () => {
  it('accepts a mobile, a landline and an international number', () => {
    for (const phone of [
      '13912345678',
      '0755-12345678',
      '075512345678',
      '+49 40 5550 1234',
      '+852 5555 0101',
      '+81-75-200-1005',
    ])
      expect(isTelephone(phone), phone).toBe(true);
  });
  it('refuses 123456, letters, 15 digits or more, and an international number of more than 15 digits or doubled separators', () => {
    for (const wrong of [
      '123456',
      'call me',
      '0755-1234567x',
      '123456789012345',
      '+49 40 5550 1234 5678 9',
      '+49  40 5550',
      '+12345',
    ])
      expect(isTelephone(wrong), wrong).toBe(false);
    expect(INTERNATIONAL_PHONE.test('+8613912345678')).toBe(true);
  });
  it('is an optional, trimmed schema field whose refusal carries the badTelephone key, worded in five languages', () => {
    const field = telephone();
    expect(field.parse(' 0755-12345678 ')).toBe('0755-12345678');
    expect(field.parse('')).toBe('');
    const refused = field.safeParse('123456');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('badTelephone');
    expect(telephone(12).safeParse('+49 40 5550 1234').success).toBe(false);
    expect(Object.keys(telephoneProblemTexts.badTelephone)).toEqual(['en', 'zh-CN', 'zh-TW', 'es', 'ja']);
    expect(telephoneProblemTexts.badTelephone['zh-CN']).toContain('0755-12345678');
  });
});
