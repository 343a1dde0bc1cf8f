import { describe, expect, it } from "vitest";

// npm scripts run on the Node that the project brings (the `node` dev dependency), not the
// machine's: see docs/decisions/0005-node-24-from-the-npm-registry.md.
describe("runtime", () => {
  it("runs on Node 24 or newer", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
