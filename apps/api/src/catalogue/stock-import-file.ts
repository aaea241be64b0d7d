import iconv from 'iconv-lite';
import Papa from 'papaparse';
import type { Sheet } from './stock-import-rules.ts';

/**
 * Reading and writing the files of a bulk import (docs/decisions/0053): CSV with papaparse, XLSX
 * with exceljs (loaded only when a file is one: it is large). Everything stays on the server.
 */

const zipMagic = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(bytes: Uint8Array): boolean {
  return zipMagic.every((byte, i) => bytes[i] === byte);
}

/**
 * The text of a CSV file: UTF-8 (with or without its byte order mark), UTF-16 with its mark, else
 * Windows-1256 (what Arabic Excel and older pharmacy systems save). Bytes that are not valid UTF-8
 * are what tells the two apart: Arabic in Windows-1256 is never valid UTF-8.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16be'), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'windows-1256'), encoding: 'windows-1256' };
  }
}

function sheetOf(matrix: string[][]): Sheet | null {
  const rows = matrix.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [headers, ...rest] = rows;
  if (!headers) return null;
  return { headers: headers.map((header) => header.trim()), rows: rest };
}

/** A CSV's cells (comma, semicolon or tab separated: papaparse guesses from the first lines). */
export function parseCsv(text: string): Sheet | null {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.data.length === 0) return null;
  return sheetOf(parsed.data.map((row) => row.map((cell) => String(cell ?? ''))));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const object = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (object.richText) return object.richText.map((part) => part.text).join('');
    if (object.result !== undefined) return cellText(object.result);
    if (object.text !== undefined) return String(object.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}

/** The first worksheet of an XLSX file, as text cells. */
export async function parseXlsx(bytes: Uint8Array): Promise<Sheet | null> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const matrix: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
    matrix.push(cells);
  });
  return sheetOf(matrix);
}

/** A file's sheet: XLSX by its zip signature, else CSV in whatever encoding it came. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet | null> {
  if (isXlsx(bytes)) return parseXlsx(bytes);
  return parseCsv(decodeText(bytes).text);
}

/** CSV text (UTF-8 with its byte order mark, so Excel opens Arabic right). */
export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return `\ufeff${Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) })}\r\n`;
}

export async function writeXlsx(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('stock');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
