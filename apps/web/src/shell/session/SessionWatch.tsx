import { useEffect } from 'react';
import { messageStatistics } from '../../api/shell';
import { messagesStore } from '../../stores/messages';
import { sessionStore } from '../../stores/session';
import { openMessageChannel } from './message-channel';
import { useSessionChecks } from './useSessionChecks';

/**
 * Runs while the layout is shown (signed in): the periodic checks, the message listener (live messages stored in
 * the browser, the bell count) and the first bell count. Unmounting — logout — stops all of them.
 */
export default function SessionWatch() {
  const checkNow = useSessionChecks();

  useEffect(() => {
    const session = sessionStore.session();
    if (!session) return undefined;
    messageStatistics(session.satff_member)
      .then((answer) => messagesStore.setBell(answer.totlecount))
      .catch(() => undefined);
    return openMessageChannel((event) => {
      if (event.type === 'message') messagesStore.receive(event.message);
      else if (event.type === 'bell') messagesStore.setBell(event.totlecount);
      else if (event.type === 'session-replaced') checkNow();
    });
    // checkNow stays the same function: the channel is opened once per session
  }, [checkNow]);

  return null;
}
