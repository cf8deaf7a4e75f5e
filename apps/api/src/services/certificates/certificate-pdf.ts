import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CertificateVariant, KitabChain } from '@academy/contract/certificates';
import type { Language, Localized } from '@academy/contract/language';
import type { Font } from 'fontkit';
import QRCode from 'qrcode';
import { fontsFolder } from '../../paths';
import { ltrIsolate, ltrIsolateEnd, ltrIsolateStart, visualRuns } from './bidi-runs';
import { printedDates, type DateLanguage } from './certificate-dates';

/** What a certificate PDF shows. */
export interface CertificatePdfData {
  academyName: string;
  number: string;
  itemType: 'class' | 'kitab';
  title: Localized;
  titleArabic: string;
  learnerName: string;
  teacherName: string;
  issuedAt: Date;
  sanad: KitabChain[];
  verifyUrl: string;
  revoked: boolean;
}

type PrintLanguage = Language | 'ar';

// The printed wording of each language. Arabic is the academy's formal wording of an ijazah.
const wording: Record<
  PrintLanguage,
  {
    heading: string;
    certifies: string;
    completed: Record<'class' | 'kitab', string>;
    teacher: string;
    sanad: string;
    number: string;
    issued: string;
    verify: string;
    revoked: string;
    revokedNote: string;
  }
> = {
  id: {
    heading: 'SERTIFIKAT',
    certifies: 'Dengan ini menerangkan bahwa',
    completed: { class: 'telah menyelesaikan kelas', kitab: 'telah menyelesaikan kajian kitab' },
    teacher: 'Guru',
    sanad: 'Sanad',
    number: 'Nomor',
    issued: 'Diterbitkan',
    verify: 'Verifikasi',
    revoked: 'DICABUT',
    revokedNote: 'Sertifikat ini telah dicabut oleh akademi.',
  },
  en: {
    heading: 'CERTIFICATE',
    certifies: 'This is to certify that',
    completed: { class: 'has completed the class', kitab: 'has completed the study of the kitab' },
    teacher: 'Teacher',
    sanad: 'Sanad',
    number: 'Number',
    issued: 'Issued',
    verify: 'Verify',
    revoked: 'REVOKED',
    revokedNote: 'This certificate has been revoked by the academy.',
  },
  ar: {
    heading: 'شهادة إتمام',
    certifies: 'تشهد الأكاديمية بأنّ',
    completed: { class: 'قد أتمّ دراسة', kitab: 'قد أتمّ دراسة كتاب' },
    teacher: 'على يد',
    sanad: 'السند',
    number: 'رقم الشهادة',
    issued: 'تاريخ الإصدار',
    verify: 'للتحقق',
    revoked: 'ملغاة',
    revokedNote: 'ألغت الأكاديمية هذه الشهادة.',
  },
};

/** Where the foot (the QR code and the facts) begins: the body stays above it. */
const footTop = 436;

const colours = { ink: '#1d2a24', green: '#1f6f4a', gold: '#b08d3c', muted: '#55615b', red: '#b3261e' };
const fontFiles = {
  regular: path.join(fontsFolder, 'Amiri-Regular.ttf'),
  bold: path.join(fontsFolder, 'Amiri-Bold.ttf'),
};
/** The names each document knows Amiri's faces by (`registerFont`). */
const fonts = { regular: 'Amiri', bold: 'Amiri Bold' };

let amiri: Promise<Record<keyof typeof fontFiles, Font>> | undefined;

/**
 * Amiri's faces, read by fontkit once per process: given the files, pdfkit read and decoded their
 * tables again for every certificate, half of the time it took to draw one (decision 0189).
 */
function amiriFaces() {
  amiri ??= import('fontkit')
    .then(async ({ create }) => {
      const face = async (file: string) => create(await readFile(file)) as Font;
      return { regular: await face(fontFiles.regular), bold: await face(fontFiles.bold) };
    })
    .catch((error: unknown) => {
      // A failed read is tried again by the next certificate, not kept.
      amiri = undefined;
      throw error;
    });
  return amiri;
}

type Doc = PDFKit.PDFDocument;

/**
 * Draws one line centred on `centre`, its runs in visual order: Arabic runs are shaped and laid
 * right to left by fontkit (given `features`, pdfkit lays out the whole run at once instead of
 * word by word, which would put Arabic words in the wrong order), other runs left to right.
 */
function line(
  doc: Doc,
  text: string,
  y: number,
  options: { size: number; bold?: boolean; color?: string; base: 'ltr' | 'rtl'; centre?: number },
) {
  doc
    .font(options.bold ? fonts.bold : fonts.regular)
    .fontSize(options.size)
    .fillColor(options.color ?? colours.ink);
  const runs = visualRuns(text, options.base).map((run) => ({
    ...run,
    width: doc.widthOfString(run.text, { features: [] }),
  }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = (options.centre ?? doc.page.width / 2) - total / 2;
  for (const run of runs) {
    doc.text(run.text, x, y, { lineBreak: false, features: [] });
    x += run.width;
  }
  return total;
}

/** How far a line of `size` points moves the next line down (Amiri's ascent and descent). */
const lineStep = (size: number) => size * 1.5;
/** The tighter step between the lines of one wrapped text. */
const wrapStep = (size: number) => size * 1.3;
/** The width of the text block inside the frame: every printed line stays inside it. */
const textWidth = (doc: Doc) => doc.page.width - 160;

interface FitOptions {
  size: number;
  /** The smallest size a single line shrinks to before the text wraps. */
  minSize: number;
  maxLines: number;
  bold?: boolean;
  base: 'ltr' | 'rtl';
  /** The widest a line may be; the text block's width by default. */
  width?: number;
  /** What each printed line holds around its part of the text (a label, an isolate). */
  decorate?: (part: string, index: number) => string;
}

/** The width of one line as `line` draws it (its runs in visual order). */
function widthOf(doc: Doc, text: string, size: number, bold: boolean | undefined, base: 'ltr' | 'rtl') {
  doc.font(bold ? fonts.bold : fonts.regular).fontSize(size);
  return visualRuns(text, base).reduce((sum, run) => sum + doc.widthOfString(run.text, { features: [] }), 0);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits text into lines no wider than `width` at `size`: at spaces, and a word longer than a
 * line between letters (never between a letter and its marks).
 */
function wrap(doc: Doc, text: string, width: number, size: number, options: FitOptions): string[] {
  const decorate = options.decorate ?? ((part: string) => part);
  const fits = (part: string, index: number) =>
    widthOf(doc, decorate(part, index), size, options.bold, options.base) <= width;
  const lines: string[] = [];
  let current = '';
  const push = () => {
    if (current) lines.push(current);
    current = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined, lines.length)) {
      current = joined;
      continue;
    }
    push();
    if (fits(word, lines.length)) {
      current = word;
      continue;
    }
    for (const { segment } of graphemes.segment(word)) {
      if (current && !fits(current + segment, lines.length)) push();
      current += segment;
    }
  }
  push();
  return closeIsolates(lines);
}

/** A left-to-right isolate cut by a line end is closed there and opened again on the next line. */
function closeIsolates(lines: string[]): string[] {
  let open = false;
  return lines.map((part) => {
    const text = open ? ltrIsolateStart + part : part;
    open = text.lastIndexOf(ltrIsolateStart) > text.lastIndexOf(ltrIsolateEnd);
    return open ? text + ltrIsolateEnd : text;
  });
}

/**
 * Fits text that staff or learners typed (up to the schema's length) inside the frame: first the
 * size shrinks down to `minSize` on one line, then the text wraps onto up to `maxLines` lines,
 * shrinking further if it must.
 */
export function fitText(doc: Doc, text: string, options: FitOptions): { size: number; lines: string[] } {
  const width = options.width ?? textWidth(doc);
  const decorate = options.decorate ?? ((part: string) => part);
  for (let size = options.size; size >= options.minSize; size -= 1) {
    if (widthOf(doc, decorate(text, 0), size, options.bold, options.base) <= width)
      return { size, lines: [text] };
  }
  for (let size = options.minSize; ; size -= 1) {
    const lines = wrap(doc, text, width, size, options);
    if (lines.length <= options.maxLines || size <= 6) return { size, lines };
  }
}

/** Draws `text` fitted (see `fitText`), centred from `y` down; answers where the next line goes. */
function block(doc: Doc, text: string, y: number, options: FitOptions & { color?: string }): number {
  const { size, lines } = fitText(doc, text, options);
  const decorate = options.decorate ?? ((part: string) => part);
  lines.forEach((part, index) => {
    line(doc, decorate(part, index), y + index * wrapStep(size), { ...options, size });
  });
  return y + lineStep(size) + (lines.length - 1) * wrapStep(size);
}

function frame(doc: Doc) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill('#fbf8f0');
  doc
    .lineWidth(6)
    .strokeColor(colours.green)
    .rect(22, 22, width - 44, height - 44)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(colours.gold)
    .rect(34, 34, width - 68, height - 68)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(40, 40, width - 80, height - 80)
    .stroke();
}

/**
 * Renders a certificate: A4 landscape, Amiri embedded (subset), the learner's language (`latin`)
 * or Arabic, with the Gregorian and Hijri dates, the sanad and a QR code of the verification page.
 */
export async function renderCertificatePdf(
  data: CertificatePdfData,
  variant: CertificateVariant,
  language: Language,
): Promise<Buffer> {
  const print: PrintLanguage = variant === 'arabic' ? 'ar' : language;
  const words = wording[print];
  const base = print === 'ar' ? 'rtl' : 'ltr';
  const qr = await QRCode.toBuffer(data.verifyUrl, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
  // pdfkit and its fonts' engine load at the first certificate drawn, not at every start (decision 0187).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${words.heading} ${data.number}`,
      Author: data.academyName,
      Subject: `${data.learnerName} · ${data.title[language]}`,
    },
    lang: print,
  });
  // pdfkit 0.20 takes a font fontkit has read (its types name only files and bytes).
  const faces = await amiriFaces();
  doc.registerFont(fonts.regular, faces.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(fonts.bold, faces.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  frame(doc);
  const { width } = doc.page;
  const dates = printedDates(data.issuedAt, print as DateLanguage);

  // The body flows down: a long name or title shrinks, then wraps, and what follows moves down.
  block(doc, data.academyName, 62, { size: 16, minSize: 10, maxLines: 1, color: colours.green, base: 'ltr' });
  line(doc, words.heading, 88, { size: print === 'ar' ? 40 : 34, bold: true, color: colours.green, base });
  line(doc, words.certifies, 150, { size: 15, color: colours.muted, base });
  let y = block(doc, data.learnerName, 172, { size: 32, minSize: 18, maxLines: 2, bold: true, base: 'ltr' });
  line(doc, words.completed[data.itemType], y + 4, { size: 15, color: colours.muted, base });
  y += 4 + lineStep(15);
  if (print === 'ar') {
    y = block(doc, data.titleArabic, y, { size: 28, minSize: 18, maxLines: 2, bold: true, base: 'rtl' });
    y = block(doc, data.title.id, y + 4, {
      size: 14,
      minSize: 10,
      maxLines: 2,
      color: colours.muted,
      base: 'ltr',
    });
  } else {
    y = block(doc, data.title[language], y, { size: 24, minSize: 16, maxLines: 2, bold: true, base: 'ltr' });
    y = block(doc, data.titleArabic, y, {
      size: 20,
      minSize: 14,
      maxLines: 2,
      color: colours.green,
      base: 'rtl',
    });
  }
  // Latin names, numbers and addresses inside an Arabic line are isolated left-to-right units.
  const unit = print === 'ar' ? ltrIsolate : (text: string) => text;
  const label = `${words.teacher}${print === 'ar' ? ' ' : ': '}`;
  y = block(doc, data.teacherName, y + 5, {
    size: 15,
    minSize: 11,
    maxLines: 2,
    base,
    decorate: (part, index) => (index === 0 ? `${label}${unit(part)}` : unit(part)),
  });

  // The sanad (decision 0108): per kitab with a known chain, its names from the oldest link to the
  // learner, in the room left above the foot; a certificate without one prints none. With several
  // chains each is headed by its kitab's Arabic title.
  if (data.sanad.length > 0) {
    y = Math.max(y + 10, 350);
    line(doc, words.sanad, y, { size: 13, bold: true, color: colours.gold, base });
    y += 20;
    // Each chain reads from its oldest link on the reading side: right to left in Arabic. It
    // wraps in its share of the room left above the foot.
    const arrow = print === 'ar' ? ' ‹ ' : ' › ';
    data.sanad.forEach((entry, index) => {
      if (data.sanad.length > 1)
        y = block(doc, entry.titleArabic, y, {
          size: 11,
          minSize: 9,
          maxLines: 1,
          color: colours.green,
          base: 'rtl',
        });
      const room = (footTop - y - lineStep(11)) / (data.sanad.length - index);
      y = block(doc, entry.chain.map((link) => unit(link.name)).join(arrow), y, {
        size: 11,
        minSize: 9,
        maxLines: Math.max(1, Math.floor(room / wrapStep(11)) + 1),
        base,
        width: width - 300,
      });
    });
  }

  // Facts and the QR code at the foot: the QR code on the reading end's opposite side.
  const qrSize = 96;
  const qrX = print === 'ar' ? 70 : width - 70 - qrSize;
  doc.image(qr, qrX, 440, { width: qrSize, height: qrSize });
  const factsCentre = print === 'ar' ? width / 2 + 60 : width / 2 - 60;
  const separator = print === 'ar' ? '، ' : ' · ';
  const facts = [
    `${words.number}: ${unit(data.number)}`,
    `${words.issued}: ${dates.gregorian}${separator}${dates.hijri}`,
    `${words.verify}: ${unit(data.verifyUrl)}`,
  ];
  facts.forEach((text, index) => {
    line(doc, text, 456 + index * 20, { size: 12, color: colours.muted, base, centre: factsCentre });
  });

  if (data.revoked) {
    line(doc, words.revokedNote, 518, {
      size: 12,
      bold: true,
      color: colours.red,
      base,
      centre: factsCentre,
    });
    doc.save().fillOpacity(0.35);
    doc.rotate(-20, { origin: [width / 2, doc.page.height / 2] });
    line(doc, words.revoked, doc.page.height / 2 - 40, { size: 90, bold: true, color: colours.red, base });
    doc.restore();
  }

  doc.end();
  return finished;
}
