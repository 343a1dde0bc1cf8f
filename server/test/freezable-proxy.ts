import { connect, createServer, type AddressInfo, type Socket } from "node:net";

export type FreezableProxy = {
  port: number;
  /** Stops forwarding in both directions, as a network partition would: nothing is refused, nothing arrives. */
  freeze: () => void;
  /** Forwards again, including what was held back meanwhile (TCP would retransmit it). */
  thaw: () => void;
  close: () => Promise<void>;
};

/** A TCP proxy to host:port that a test can freeze. */
export async function startFreezableProxy(host: string, port: number): Promise<FreezableProxy> {
  let frozen = false;
  const waiting: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const whenFlowing = (step: () => void) => (frozen ? waiting.push(step) : step());

  const server = createServer((downstream) => {
    sockets.add(downstream);
    const held: Buffer[] = [];
    let upstream: Socket | undefined;
    downstream.on("data", (chunk) => (upstream ? whenFlowing(() => upstream!.write(chunk)) : held.push(chunk)));
    whenFlowing(() => {
      if (downstream.destroyed) return;
      upstream = connect(port, host, () => held.splice(0).forEach((chunk) => upstream!.write(chunk)));
      sockets.add(upstream);
      upstream.on("data", (chunk) => whenFlowing(() => downstream.write(chunk)));
      upstream.on("close", () => downstream.destroy());
      upstream.on("error", () => downstream.destroy());
    });
    downstream.on("close", () => upstream?.destroy());
    downstream.on("error", () => upstream?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      waiting.splice(0).forEach((step) => step());
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
