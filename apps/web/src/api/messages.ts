import { get, post } from './http';

export interface PortalMessage {
  id: string;
  title: string;
  body?: string | null;
  created_at: string;
  read?: boolean;
  link?: string | null;
}

/** A page of the caller's messages; `field` / `sort` order it (the server's default: newest first). */
export const listMessages = (page_no = 1, page_size = 10, field?: string, sort?: 'asc' | 'desc') =>
  get<{ data: PortalMessage[]; total: number } | PortalMessage[]>(
    `messages?page_no=${page_no}&page_size=${page_size}${field && sort ? `&field=${encodeURIComponent(field)}&sort=${sort}` : ''}`,
    { silent: true },
  ).then((answer) => (Array.isArray(answer) ? { data: answer, total: answer.length } : answer));
export const markMessagesRead = (ids: string[]) => post<null>('messages/read', { ids }, { silent: true });
