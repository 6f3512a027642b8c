import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext, type ReactNode } from 'react';

const ToastContext = createContext<MessageInstance | null>(null);

/**
 * The shell's own messages (session ended, login errors, API errors), held at the root so they outlive the page
 * that raised them — a conflict message stays up on the login page the user is sent to. Pages inside the layout use
 * antd's `App.useApp()` as usual (PageProviders).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): MessageInstance {
  return useContext(ToastContext) ?? message;
}
