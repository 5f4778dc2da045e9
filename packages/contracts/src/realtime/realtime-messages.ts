import { MESSAGES } from '../common/messages';

/**
 * What the socket transport itself says, whichever domain's events travel on it: the greeting
 * once a socket is ready, and why a handshake was refused or a socket closed.
 */
export const REALTIME_MESSAGES = {
  connected: 'Connected',
  originNotAllowed: 'Origin not allowed',
  missingAuth: MESSAGES.missingAuth,
  invalidToken: MESSAGES.invalidToken,
} as const;

/** The events the transport sends on every socket, besides those of the domains. */
export interface RealtimeServerToClientEvents {
  connected: (payload: { data: typeof REALTIME_MESSAGES.connected }) => void;
  /** Why an event failed, or why the socket is being closed. */
  exception: (payload: { message: string }) => void;
}
