import { describe, expect, it } from 'vitest';
import { parameterExtractionLink } from './parameter-extraction';

describe('parameter-extraction link', () => {
  const who = { enterprise_uid: 'E-1', staff_uid: 'S 2', user_phone: '13800000001', staff_name: '王 工' };

  it('adds the enterprise, staff, phone and name to the configured address, encoded', () => {
    const link = new URL(parameterExtractionLink('https://cam.example.test/extract?lang=zh', who));
    expect(link.origin + link.pathname).toBe('https://cam.example.test/extract');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      lang: 'zh',
      enterprise_uid: 'E-1',
      staff_uid: 'S 2',
      phone: '13800000001',
      staff_name: '王 工',
    });
  });

  it('sends an empty phone rather than "undefined" when the session has none', () => {
    const link = new URL(parameterExtractionLink('https://cam.example.test/', { ...who, user_phone: undefined }));
    expect(link.searchParams.get('phone')).toBe('');
  });
});
