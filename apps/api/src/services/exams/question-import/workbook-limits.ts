import { zipSync } from 'fflate';
import { createInflateRaw } from 'node:zlib';

// A workbook is a zip whose few kilobytes may unpack into gigabytes (issue 37, decision 0139).
// Before a spreadsheet library sees it, its entries are unpacked here piece by piece, as the
// zip's central directory names them (the directory a workbook reader follows), counting the bytes
// and, in its sheets, the rows, cells and columns: past a limit the reading stops at once, with
// at most the limit held. Inflating runs in Node's thread pool, piece by piece, so the event loop
// answers others meanwhile. What passed is zipped again, stored, for the library to read exactly that.

/** What a workbook of the bank's largest import (500 questions at their longest texts) stays within. */
export const workbookLimits = {
  /** Bytes of all its entries unpacked. */
  maxBytes: 16 * 1024 * 1024,
  /** Entries in the zip. */
  maxEntries: 1000,
  /** Rows over all its sheets. */
  maxRows: 2000,
  /** Cells over all its sheets. */
  maxCells: 40_000,
  /** The rightmost column a cell may be in (BL). */
  maxColumns: 64,
};

/** Bytes zlib hands over at a time. */
const pieceBytes = 64 * 1024;

export type CheckedWorkbook = { workbook: Buffer } | { refused: 'notWorkbook' | 'tooLarge' };

interface Entry {
  name: string;
  method: number;
  data: Buffer;
}

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

/** The entries the central directory names, with their compressed data; null when it is no zip. */
function entriesOf(file: Buffer): Entry[] | 'tooLarge' | null {
  let end = -1;
  for (let at = file.length - 22; at >= Math.max(0, file.length - 65_557); at--) {
    if (file.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = file.readUInt16LE(end + 10);
  if (count > workbookLimits.maxEntries) return 'tooLarge';
  const entries: Entry[] = [];
  let at = file.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== directoryEntry) return null;
    const nameLength = file.readUInt16LE(at + 28);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (local + 30 > file.length || file.readUInt32LE(local) !== localHeader) return null;
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (start + compressedSize > file.length) return null;
    if (!name.endsWith('/'))
      entries.push({ name, method, data: file.subarray(start, start + compressedSize) });
  }
  return entries;
}

const cellTag = /<(?:[\w.-]+:)?(row|c)(?=[\s/>])([^>]*)>/g;
const cellColumn = /\br\s*=\s*["']([A-Za-z]{1,3})\d*["']/;

/** Counts a sheet's rows, cells and rightmost column as its XML arrives in pieces. */
class SheetCount {
  private carry = '';
  private readonly decoder = new TextDecoder();

  constructor(private readonly totals: { rows: number; cells: number; column: number }) {}

  /** False once past a limit (or a tag longer than any a sheet writes). */
  push(bytes: Uint8Array): boolean {
    const text = this.carry + this.decoder.decode(bytes, { stream: true });
    // Every tag before the last `<` is whole; that one waits for the next piece.
    const cut = text.lastIndexOf('<');
    this.carry = cut < 0 ? '' : text.slice(cut);
    if (this.carry.length > 64 * 1024) return false;
    const totals = this.totals;
    for (const [, name, attributes] of (cut < 0 ? text : text.slice(0, cut)).matchAll(cellTag)) {
      if (name === 'row') totals.rows++;
      else {
        totals.cells++;
        const letters = cellColumn.exec(attributes ?? '')?.[1]?.toUpperCase() ?? '';
        let column = 0;
        for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
        totals.column = Math.max(totals.column, column);
      }
    }
    return (
      totals.rows <= workbookLimits.maxRows &&
      totals.cells <= workbookLimits.maxCells &&
      totals.column <= workbookLimits.maxColumns
    );
  }
}

/**
 * Inflates `data` piece by piece into `take`, stopping as soon as `within` turns false; false when
 * the data is no deflate stream.
 */
function inflated(data: Buffer, take: (bytes: Buffer) => void, within: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: pieceBytes });
    inflate.on('data', (bytes: Buffer) => {
      if (!within()) return;
      take(bytes);
      if (!within()) {
        inflate.destroy();
        resolve(true);
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(true));
    inflate.end(data);
  });
}

/**
 * The workbook unpacked within `workbookLimits` and zipped again, or why not: `tooLarge` past a
 * limit, `notWorkbook` for what is no zip a workbook reader can read.
 */
export async function checkedWorkbook(file: Buffer): Promise<CheckedWorkbook> {
  const entries = entriesOf(file);
  if (entries === 'tooLarge') return { refused: 'tooLarge' };
  if (!entries) return { refused: 'notWorkbook' };
  const unpacked: Record<string, Uint8Array> = {};
  const totals = { bytes: 0, rows: 0, cells: 0, column: 0 };
  for (const entry of entries) {
    const sheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name) ? new SheetCount(totals) : undefined;
    const parts: Uint8Array[] = [];
    let within = true;
    const take = (bytes: Uint8Array) => {
      totals.bytes += bytes.length;
      if (totals.bytes > workbookLimits.maxBytes || (sheet && !sheet.push(bytes))) within = false;
      else parts.push(bytes);
    };
    if (entry.method === 0) take(entry.data);
    else if (entry.method !== 8 || !(await inflated(entry.data, take, () => within)))
      return { refused: 'notWorkbook' };
    if (!within) return { refused: 'tooLarge' };
    unpacked[entry.name] = Buffer.concat(parts);
  }
  return { workbook: Buffer.from(zipSync(unpacked, { level: 0 })) };
}
