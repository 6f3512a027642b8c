import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The caller's language: the `language` cookie the web app sets, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.language;
  if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie as Language;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
