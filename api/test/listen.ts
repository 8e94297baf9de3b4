import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Ends idle keep-alive connections first: server.close alone waits for them to time out. */
  close(): Promise<void>;
}

/** Serves on a free port of 127.0.0.1 (tests run side by side, so never a fixed one). */
export async function listenLocally(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
