import type { FileHandle } from 'node:fs/promises';

// MediaRecorder writes WebM live: its Segment Info has no Duration, and the clusters often have an
// unknown size, so a metadata parser that reads only the header finds no length (decision 0102).
// The length is then the time of the last block: walk the EBML elements, descend into Segment,
// Cluster and BlockGroup, read each Cluster's Timecode and each block's relative timecode, and
// skip every payload (a few bytes read per block).

const segmentId = 0x18538067;
const infoId = 0x1549a966;
const timecodeScaleId = 0x2ad7b1;
const clusterId = 0x1f43b675;
const clusterTimecodeId = 0xe7;
const simpleBlockId = 0xa3;
const blockGroupId = 0xa0;
const blockId = 0xa1;
const descended = new Set([segmentId, infoId, clusterId, blockGroupId]);

/** A variable-length integer at `offset`: its value (marker removed unless `keepMarker`) and length. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const readUnsigned = (bytes: Uint8Array) => bytes.reduce((value, byte) => value * 256 + byte, 0);

/**
 * Seconds from the start to the last block of a WebM file, or undefined when it holds no block.
 * Reads at most 12 bytes per element header and 4 per block.
 */
export async function webmDurationSeconds(file: FileHandle, size: number): Promise<number | undefined> {
  const header = Buffer.alloc(12);
  let position = 0;
  let timecodeScale = 1_000_000;
  let clusterTime = 0;
  let lastBlock: number | undefined;
  while (position < size) {
    const { bytesRead } = await file.read(header, 0, header.length, position);
    const bytes = header.subarray(0, bytesRead);
    const id = readVint(bytes, 0, true);
    const length = id && readVint(bytes, id.length, false);
    if (!id || !length) break;
    const dataStart = position + id.length + length.length;
    if (descended.has(id.value)) {
      position = dataStart;
      continue;
    }
    if (length.unknown) break;
    const dataSize = length.value;
    if (id.value === clusterTimecodeId || id.value === timecodeScaleId) {
      const data = Buffer.alloc(Math.min(dataSize, 8));
      await file.read(data, 0, data.length, dataStart);
      if (id.value === clusterTimecodeId) clusterTime = readUnsigned(data);
      else timecodeScale = readUnsigned(data) || timecodeScale;
    } else if (id.value === simpleBlockId || id.value === blockId) {
      const data = Buffer.alloc(Math.min(dataSize, 11));
      await file.read(data, 0, data.length, dataStart);
      const track = readVint(data, 0, false);
      if (track && track.length + 2 <= data.length) {
        const time = clusterTime + data.readInt16BE(track.length);
        lastBlock = Math.max(lastBlock ?? 0, time);
      }
    }
    position = dataStart + dataSize;
  }
  return lastBlock === undefined ? undefined : (lastBlock * timecodeScale) / 1e9;
}
