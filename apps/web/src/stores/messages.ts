import { createStore } from './create-store';
import { messagesValue } from './stored-values';

/** A message delivered by the message channel (spec 01 §7), kept in the browser. */
export interface ChannelMessage {
  id: string;
  /** What the message is about, e.g. `bidding` (a new invitation to bid). */
  kind?: string;
  title: string;
  body?: string | null;
  created_at: string;
}

export const MESSAGES_CAP = 50;

interface MessagesState {
  items: ChannelMessage[];
  /** The bell badge: unread work-order messages (workordermessagestatistics, then live updates). */
  bell: number;
}

const store = createStore<MessagesState>({ items: messagesValue.get<ChannelMessage[]>([]), bell: 0 });

export const messagesStore = {
  ...store,
  receive(message: ChannelMessage) {
    const items = [message, ...store.get().items.filter((m) => m.id !== message.id)].slice(0, MESSAGES_CAP);
    messagesValue.set(items);
    store.set((s) => ({ ...s, items }));
  },
  setBell(bell: number) {
    store.set((s) => ({ ...s, bell: Math.max(0, bell) }));
  },
  clear() {
    messagesValue.set(null);
    store.set({ items: [], bell: 0 });
  },
};

export const useBellCount = () => store.use((s) => s.bell);
export const useChannelMessages = () => store.use((s) => s.items);
