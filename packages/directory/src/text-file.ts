import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problems.js';

/**
 * The largest directory file read: a 10,000-clinic chain is about 20 MB of JSON, so this leaves room to grow
 * while a file far larger (a wrong export, a database dump) is refused before a byte of it is read.
 */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export type TextRead = { ok: true; text: string } | { ok: false; problem: Problem };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

export function tooLarge(file: string, bytes: number): Problem {
  return {
    file,
    message: `is ${megabytes(bytes)}, over the ${megabytes(MAX_FILE_BYTES)} a directory file may have; it was not read`,
  };
}

/**
 * Directory files are UTF-8 without a byte-order mark. A mark is refused rather than skipped because a file
 * that has one was saved by a tool that may also have changed what a cell holds (Excel's "CSV UTF-8"), and a
 * file in another encoding would otherwise import with its accented names garbled.
 */
export function decodeText(bytes: Uint8Array, file: string): TextRead {
  const fail = (message: string): TextRead => ({ ok: false, problem: { file, message } });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return fail('starts with a byte-order mark (BOM): save it as UTF-8 without one');
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return fail('is UTF-16 text: save it as UTF-8');
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\0')) return fail('holds NUL bytes, so it is not UTF-8 text: save it as UTF-8');
    return { ok: true, text };
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const at = lenient.indexOf('\uFFFD');
    const line = lenient.slice(0, Math.max(0, at)).split('\n').length;
    return {
      ok: false,
      problem: { file, line, message: 'is not UTF-8 (it may be Windows-1252 or Latin-1): save it as UTF-8' },
    };
  }
}

/** Reads a directory file, refusing one over the size limit before reading it. `shown` names it in problems. */
export async function readTextFile(filePath: string, shown = path.basename(filePath)): Promise<TextRead> {
  let size: number;
  try {
    size = (await stat(filePath)).size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      problem: { file: shown, message: code === 'ENOENT' ? 'does not exist' : `cannot be read (${code})` },
    };
  }
  if (size > MAX_FILE_BYTES) return { ok: false, problem: tooLarge(shown, size) };
  return decodeText(await readFile(filePath), shown);
}
