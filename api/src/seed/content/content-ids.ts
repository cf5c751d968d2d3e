import { createHash } from 'node:crypto';

function digest(name: string): Buffer {
  return createHash('sha1').update(`lumen-content:${name}`).digest();
}

/**
 * A uuid (version 5 layout) derived from a name: the same story, block or group gets the same
 * uuid on every machine and every start, so links between stories can be written before the
 * stories exist and a second seed run finds what the first wrote.
 */
export function uuidFor(name: string): string {
  const bytes = digest(name);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A numeric id in Storyblok's range (nine digits) derived from a name; the seed test checks they are unique. */
export function idFor(name: string): number {
  return 100_000_000 + (digest(name).readUInt32BE(0) % 900_000_000);
}
