// Turns the ESC/POS bytes a printer received back into text lines (ADR 109), for the tests to compare
// with what the ticket should say. It knows the commands our encoder sends and fails on any other,
// on text before a code page is chosen, and on a code page other than 858 (Epson's ESC t 19): a
// ticket whose accents would print wrong fails its test. Its table is written out here, apart from
// the encoder's, so the two check each other.

/** Code page 858 from 0x80 to 0xFF: CP850 with the euro sign at 0xD5. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

export interface DecodedTicket {
  /** Each printed line, without the spaces that align it, the feed before the cut left out. */
  lines: string[];
  /** The lines printed bold (as decoded). */
  bold: string[];
  /** How many times the paper was cut (a ticket ends with one). */
  cuts: number;
  /** The code pages chosen (ESC t n). */
  codepages: number[];
}

/** Arguments each command takes after its two bytes (ESC x / FS x / GS x). */
const ESC_ARGS: Record<number, number> = {
  64: 0,
  69: 1,
  97: 1,
  77: 1,
  116: 1,
  100: 1,
  33: 1,
  45: 1,
  50: 0,
  51: 1,
  71: 1,
};
const FS_ARGS: Record<number, number> = { 46: 0, 38: 0 };
const GS_ARGS: Record<number, number> = { 33: 1, 66: 1, 76: 2, 87: 2 };

export function decodeEscPos(bytes: Uint8Array): DecodedTicket {
  const ticket: DecodedTicket = { lines: [], bold: [], cuts: 0, codepages: [] };
  let codepage: number | null = null;
  let line = '';
  let bold = false;
  let lineBold = false;
  const endLine = () => {
    ticket.lines.push(line.trim());
    if (lineBold && line.trim()) ticket.bold.push(line.trim());
    line = '';
    lineBold = false;
  };
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const next = bytes[i + 1];
    if (byte === 0x1b || byte === 0x1c || byte === 0x1d) {
      if (next === undefined) throw new Error(`decodeEscPos: a command cut short at ${i}`);
      if (byte === 0x1d && next === 0x56) {
        // GS V m, and n after m = 65 or 66 (feed then cut)
        const m = bytes[i + 2]!;
        i += m === 65 || m === 66 ? 3 : 2;
        ticket.cuts++;
        continue;
      }
      const table = byte === 0x1b ? ESC_ARGS : byte === 0x1c ? FS_ARGS : GS_ARGS;
      const args = table[next];
      if (args === undefined)
        throw new Error(`decodeEscPos: unknown command ${byte.toString(16)} ${next.toString(16)} at ${i}`);
      if (byte === 0x1b && next === 0x74) {
        codepage = bytes[i + 2]!;
        ticket.codepages.push(codepage);
      }
      if (byte === 0x1b && next === 0x45) {
        bold = bytes[i + 2] === 1;
        if (bold) lineBold = true;
      }
      if (byte === 0x1b && next === 0x64) for (let n = 0; n < bytes[i + 2]!; n++) endLine();
      i += 1 + args;
      continue;
    }
    if (byte === 0x0a) {
      endLine();
      continue;
    }
    if (byte === 0x0d) continue;
    if (byte < 0x20) throw new Error(`decodeEscPos: unknown control byte ${byte.toString(16)} at ${i}`);
    if (byte >= 0x80) {
      if (codepage !== 19)
        throw new Error(`decodeEscPos: byte ${byte.toString(16)} under code page ${codepage}`);
      line += CP858_HIGH[byte - 0x80];
    } else line += String.fromCharCode(byte);
    if (bold) lineBold = true;
  }
  if (line) endLine();
  while (ticket.lines.at(-1) === '') ticket.lines.pop();
  return ticket;
}
