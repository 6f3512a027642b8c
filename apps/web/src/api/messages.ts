import { get, post } from './http';

export interface PortalMessage {
  id: string;
  title: string;
  body?: string | null;
  created_at: string;
  read?: boolean;
  link?: string | null;
}

export const listMessages = (page_no = 1, page_size = 10) =>
  get<{ data: PortalMessage[]; total: number } | PortalMessage[]>(`messages?page_no=${page_no}&page_size=${page_size}`, { silent: true }).then((answer) =>
    Array.isArray(answer) ? { data: answer, total: answer.length } : answer,
  );
export const markMessagesRead = (ids: string[]) => post<null>('messages/read', { ids }, { silent: true });
