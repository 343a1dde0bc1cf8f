import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";

export type ZipEntrySpec = {
  name: string;
  data?: Buffer;
  /** Pre-compressed deflate data (for archives whose real size must not be built in memory). */
  deflated?: Buffer;
  /** What the headers claim the uncompressed size is (ZIP headers can lie). */
  declaredSize?: number;
  symlink?: boolean;
};

/** Writes a ZIP archive by hand so tests can craft exactly the headers an attacker would. */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = entry.data ?? Buffer.alloc(0);
    const compressed = entry.deflated ?? deflateRawSync(data);
    const size = entry.declaredSize ?? data.length;
    const crc = entry.deflated ? 0 : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.symlink ? 0o120777 : 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Math.min(entries.length, 0xffff);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  if (entries.length < 0xffff) return Buffer.concat([...locals, directory, end]);
  return Buffer.concat([...locals, directory, zip64End(entries.length, directory.length, offset), end]);
}

/** ZIP64 end record and its locator, for archives of 65,535 entries or more. */
function zip64End(entries: number, directoryLength: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(directoryLength), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directoryLength), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}

/** Deflate data for `megabytes` of zeros, compressed chunk by chunk (never held whole). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflater.on("end", resolve));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end();
  await done;
  return Buffer.concat(parts);
}
