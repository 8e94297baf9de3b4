import { useEffect } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { applyLiveNotification, forgetNotificationLists, writeUnreadCount, type LiveNotificationEvent } from './live-cache';

export const EVENTS_URL = '/api/events';
/** Reconnect backoff after the server closed the stream (401, 429, a restart): 1 s doubling to 1 min. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

/**
 * One stream per tab, however many bells are mounted (the header has one for phones and one
 * for wide screens): the first user opens it, the last one to leave closes it.
 */
let users = 0;
let stop: (() => void) | null = null;

function openStream(client: ApolloClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let interrupted = false;
  let stopped = false;

  const connect = () => {
    source = new EventSource(EVENTS_URL, { withCredentials: true });
    source.addEventListener('open', () => {
      attempt = 0;
      if (interrupted) forgetNotificationLists(client.cache);
      interrupted = false;
    });
    source.addEventListener('unread', (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      writeUnreadCount(client.cache, count);
    });
    source.addEventListener('notification', (event) => {
      applyLiveNotification(client.cache, JSON.parse((event as MessageEvent<string>).data) as LiveNotificationEvent);
    });
    source.addEventListener('error', () => {
      interrupted = true;
      // EventSource retries a dropped connection by itself; it gives up only when the server
      // answered with an error status, and then we try again later.
      if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
      source.close();
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(connect, delay);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** Keeps the unread count and the cached notification lists current while a signed-in page is open. */
export function useLiveNotifications(enabled: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    users += 1;
    if (users === 1) stop = openStream(client);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [enabled, client]);
}
