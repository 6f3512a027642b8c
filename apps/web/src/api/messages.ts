import type { Answer, Schemas } from './contract';
import { get, post } from './http';

export type PortalMessage = Schemas['PortalMessage'];

/** A page of the caller's messages; `field` / `sort` order it (the server's default: newest first). */
export const listMessages = (page_no = 1, page_size = 10, field?: string, sort?: 'asc' | 'desc') =>
  get<{ data: PortalMessage[]; total: number } | PortalMessage[]>(
    `messages?page_no=${page_no}&page_size=${page_size}${field && sort ? `&field=${encodeURIComponent(field)}&sort=${sort}` : ''}`,
    { silent: true },
  ).then((answer) => (Array.isArray(answer) ? { data: answer, total: answer.length } : answer));
export const markMessagesRead = (ids: string[]) =>
  post<Answer<'/api/messages/read', 'post'>>('messages/read', { ids }, { silent: true });
